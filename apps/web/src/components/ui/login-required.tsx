// 'Login Required' for an account page visited signed out (the wishlist, settings and orders): the way in (Login,
// which opens the sign-in dialog) first, and the spec's Return to home beside it.
import { Link } from "react-router";
import { useMessages } from "../../lib/messages";
import { paths } from "../../lib/paths";
import { askToSignIn } from "../../lib/sign-in-prompt";
import { usePageTitle } from "../../lib/use-page-title";
import { primaryButton, secondaryButton } from "./button-styles";

export function LoginRequired({ title, message }: { title: string; message: string }) {
  usePageTitle(title);
  const t = useMessages();
  return (
    <div className="container-shop flex flex-col items-center py-24 text-center">
      <h1 className="font-display text-4xl font-semibold">{t("frame.loginRequired")}</h1>
      <p className="mt-3 text-muted">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" aria-haspopup="dialog" onClick={() => askToSignIn()} className={primaryButton}>
          {t("frame.login")}
        </button>
        <Link to={paths.home.getHref()} className={secondaryButton}>
          {t("frame.returnHome")}
        </Link>
      </div>
    </div>
  );
}
