// /sign-in (decision 033): the sign-in dialog (docs/shop/storefront.md#user-menu-and-login) as a page of its own, rendered
// by the server. The header's Login leads here when it is tapped before the app's code has run (once it has, Login
// opens the dialog instead), and everything on it works without that code: 'Sign in with Google' is a link to the
// server's start of the flow, carrying the page to come back to (?return=, kept by the server through the sign-in), and
// 'Maybe later' is a link back to that page.
import { RETURN_PARAM, sameSiteReturnPath } from "@mayil/core/account/sign-in-return";
import { type ReactNode, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { primaryButton } from "../../components/ui/button-styles";
import { useAuth } from "../../lib/auth/current-user";
import { brandName } from "../../lib/brand";
import { Message, useMessages } from "../../lib/messages";
import { paths, signInUrl } from "../../lib/paths";
import { usePageTitle } from "../../lib/use-page-title";
import { GoogleMark, googleButton } from "./google-mark";

/** A link inside the terms' sentence; its words are the message's, in the page's language. */
function TextLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <Link to={to} className="underline">
      {children}
    </Link>
  );
}

export function SignInPage() {
  const t = useMessages();
  usePageTitle(t("account.signIn.title"));
  const [params] = useSearchParams();
  const returnTo = sameSiteReturnPath(params.get(RETURN_PARAM));
  const back = returnTo ?? paths.home.getHref();
  const start = returnTo ? `${signInUrl}?${new URLSearchParams({ [RETURN_PARAM]: returnTo })}` : signInUrl;
  const [redirecting, setRedirecting] = useState(false);
  // A signed-in shopper tapped Login before the page knew her (the server renders it for everyone).
  const { user } = useAuth();

  return (
    <div className="container-shop flex justify-center py-12 sm:py-20">
      <section
        aria-labelledby="sign-in-title"
        className="w-full max-w-[26rem] rounded-3xl bg-white p-8 text-center shadow-xl ring-1 ring-line"
      >
        <h1 id="sign-in-title" className="font-display text-3xl font-semibold">
          {t("frame.signIn.welcome", { shop: brandName })}
        </h1>
        {/* The spec's tagline, word for word (the shop's own texts say jewellery). */}
        <p className="mt-1 text-muted">{t("frame.signIn.tagline")}</p>
        {user ? (
          <>
            <p className="mt-8 text-ink" data-testid="signed-in-as">
              {t("account.signIn.signedInAs", { name: user.name?.trim() || user.email || t("account.signIn.someone") })}
            </p>
            <Link to={back} className={`mt-6 w-full ${primaryButton}`}>
              {t("account.signIn.continue")}
            </Link>
          </>
        ) : (
          <>
            <a href={start} onClick={() => setRedirecting(true)} className={`mt-8 ${googleButton}`}>
              <GoogleMark />
              {redirecting ? t("frame.signIn.redirecting") : t("frame.signIn.withGoogle")}
            </a>
            <Link
              to={back}
              className="mt-3 inline-flex min-h-11 w-full items-center justify-center rounded-full px-6 py-3 text-sm text-muted hover:bg-sand"
            >
              {t("frame.signIn.maybeLater")}
            </Link>
            <p className="mt-6 text-xs text-muted">
              <Message
                id="frame.signIn.agree"
                components={{
                  0: <TextLink to={paths.terms.getHref()} />,
                  1: <TextLink to={paths.privacy.getHref()} />,
                }}
              />
            </p>
          </>
        )}
      </section>
    </div>
  );
}
