// /auth/error: sign-in did not complete. In the language of the page she signed in from (/ml/auth/error): the
// callback sends her to that one, and Try Again brings her back to that page again (the tab remembers it).
import { Link } from "react-router";
import { primaryButton, secondaryButton } from "../../components/ui/button-styles";
import { useMessages } from "../../lib/messages";
import { paths, signInUrl } from "../../lib/paths";
import { usePageTitle } from "../../lib/use-page-title";

export function AuthErrorPage() {
  const t = useMessages();
  usePageTitle(t("account.authError.title"));
  return (
    <div className="container-shop flex flex-col items-center py-24 text-center">
      <h1 className="font-display text-4xl font-semibold">{t("account.authError.title")}</h1>
      <p className="mt-3 max-w-md text-muted">{t("account.authError.text")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.home.getHref()} className={secondaryButton}>
          {t("account.authError.home")}
        </Link>
        <a href={signInUrl} className={primaryButton}>
          {t("account.authError.tryAgain")}
        </a>
      </div>
    </div>
  );
}
