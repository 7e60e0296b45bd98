// /auth/callback (docs/shop/storefront.md#signing-in): 'Completing login...' while the single-use login code from the
// query string is exchanged for tokens; then back to the page the sign-in started from (the spec's home when unknown),
// where an Add to Cart pressed signed out is carried out (app/pending-cart-add.ts). A cancelled sign-in returns there
// too, without the add; another error, a missing code or a refused exchange go to /auth/error; a shopper already
// signed in goes home as they were. A sign-in begun on the sign-in page (/sign-in?return=…, which works before the
// app's code has run and so keeps nothing in the tab) comes back with that page in the address as ?return=.
import { RETURN_PARAM, sameSiteReturnPath } from "@mayil/core/account/sign-in-return";
import { languageOfPath, pathIn } from "@mayil/core/languages/languages";
import { useCallback, useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Spinner } from "../../components/ui/spinner";
import { sessionChanged, shopperSession } from "../../lib/auth/session";
import { rememberCancelledSignIn, takePendingCartAdd, takeSignInStart } from "../../lib/auth/sign-in-return";
import { useLanguage } from "../../lib/language";
import { useMessages } from "../../lib/messages";
import { paths } from "../../lib/paths";
import { toast } from "../../lib/toast-store";
import { usePageTitle } from "../../lib/use-page-title";

/** What the server passes on when the shopper declined at Google (or the development provider): OAuth's own code. */
const CANCELLED = "access_denied";

// A code can be spent once; React's development double effects (and a re-render) must not spend it twice.
const exchanges = new Map<string, Promise<boolean>>();

function exchangeOnce(code: string) {
  let exchange = exchanges.get(code);
  if (!exchange) {
    exchange = shopperSession.exchangeLoginCode(code).catch(() => false);
    exchanges.set(code, exchange);
  }
  return exchange;
}

export function AuthCallbackPage() {
  const t = useMessages();
  usePageTitle(t("account.signIn.signingIn"));
  const [params] = useSearchParams();
  const navigateHere = useNavigate();
  // The language it speaks: the page she returns to's (main.tsx, signInReturnLanguage), as is its error page's.
  const language = useLanguage();
  // The page she left is a whole address (/ml/cart): the callback has no prefix, so a page in another language than
  // the callback's address (English) is a full load (its router, words and server render are that language's); one
  // in the same language is the router's move. Told whether it is a full load.
  const navigate = useCallback(
    (to: string, options: { replace: true }) => {
      const { language: itsLanguage, path } = languageOfPath(to);
      if (itsLanguage === languageOfPath(window.location.pathname).language) {
        navigateHere(path, options);
        return false;
      }
      window.location.replace(to);
      return true;
    },
    [navigateHere],
  );
  const errorPage = pathIn(language, paths.authError.getHref());
  const code = params.get("token");
  const error = params.get("error");
  const named = sameSiteReturnPath(params.get(RETURN_PARAM));

  // `t` is left out: its words are read once, when she arrives, and it is a new function on every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: as above
  useEffect(() => {
    // A sign-in from the sign-in page is not the one an unfinished dialog sign-in in this tab left its Add to Cart
    // for: that add is dropped before she counts as signed in (which would carry it out).
    if (named) takePendingCartAdd();
    // Where to go afterwards: the page the server carried through this sign-in, else the one this tab remembered
    // when its dialog sent her off (forgotten either way).
    const takeReturn = () => {
      const remembered = takeSignInStart();
      return named ?? remembered;
    };
    if (error === CANCELLED) {
      // She chose Cancel on the sign-in page: nothing went wrong, so back to where she was, with a word (said by the
      // page she lands on when that is a full load away).
      takePendingCartAdd();
      if (navigate(takeReturn(), { replace: true })) rememberCancelledSignIn();
      else toast({ title: t("frame.signIn.cancelled"), description: t("frame.signIn.cancelledHint") });
      return;
    }
    if (error || !code) {
      takePendingCartAdd();
      navigate(errorPage, { replace: true });
      return;
    }
    // A signed-in shopper has no Login button, so a code arriving now came from a link, not from their own sign-in:
    // never switch them to whichever account it belongs to (the server also binds codes to the browser that
    // signed in; this holds even if a cookie were planted).
    if (shopperSession.hasTokens) {
      navigate(paths.home.getHref(), { replace: true });
      return;
    }
    let current = true;
    void exchangeOnce(code).then((ok) => {
      if (!current) return;
      if (ok) sessionChanged();
      else takePendingCartAdd();
      navigate(ok ? takeReturn() : errorPage, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [code, error, named, navigate, errorPage]);

  return (
    <div className="container-shop flex flex-col items-center py-24 text-center">
      <Spinner label={t("account.signIn.completing")} />
      <p className="text-muted" aria-hidden>
        {t("account.signIn.completing")}
      </p>
    </div>
  );
}
