// The header's Login: a link to the sign-in page (/sign-in?return=<this page>), which works from the moment it is on
// the screen, before the app's code has run (decision 033). Once the app is live, a tap opens the one sign-in dialog
// the layout shows instead (lib/sign-in-prompt.ts, docs/shop/storefront.md#user-menu-and-login); a tap asking for a new
// tab still gets the page.
import { RETURN_PARAM, sameSiteReturnPath } from "@mayil/core/account/sign-in-return";
import { pathIn } from "@mayil/core/languages/languages";
import { useLocation } from "react-router";
import { useLanguage } from "../../lib/language";
import { useMessages } from "../../lib/messages";
import { paths } from "../../lib/paths";
import { askToSignIn } from "../../lib/sign-in-prompt";

export function LoginButton() {
  const { pathname, search } = useLocation();
  const language = useLanguage();
  // On the sign-in page itself, Login keeps the page that one goes back to; elsewhere, this page in its language
  // (the router's location is below the language's prefix), so a sign-in from /ml/… comes back to /ml/….
  const returnTo =
    pathname === paths.signIn.path
      ? sameSiteReturnPath(new URLSearchParams(search).get(RETURN_PARAM))
      : sameSiteReturnPath(pathIn(language, `${pathname}${search}`));
  // A plain link leaves the app: it carries the language, as the router's links do.
  const href = pathIn(language, paths.signIn.getHref(returnTo ?? undefined));
  const t = useMessages();
  return (
    <a
      href={href}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        askToSignIn();
      }}
      className="rounded-full bg-peacock px-3.5 py-2 text-sm font-medium text-white hover:bg-peacock-dark sm:px-4"
      // Kept empty while the page is marked signed in (styles.css): a signed-in shopper never reads "Login".
      data-account-slot="login"
    >
      {t("frame.login")}
    </a>
  );
}
