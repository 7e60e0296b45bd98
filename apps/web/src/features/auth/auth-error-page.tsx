// /auth/error: sign-in did not complete.
import { Link } from "react-router";
import { primaryButton, secondaryButton } from "../../components/ui/button-styles";
import { paths, signInUrl } from "../../lib/paths";
import { usePageTitle } from "../../lib/use-page-title";

export function AuthErrorPage() {
  usePageTitle("Authentication Error");
  return (
    <div className="container-shop flex flex-col items-center py-24 text-center">
      <h1 className="font-display text-4xl font-semibold">Authentication Error</h1>
      <p className="mt-3 max-w-md text-muted">
        There was an error during the authentication process. Please try again.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.home.getHref()} className={secondaryButton}>
          Go to Home
        </Link>
        <a href={signInUrl} className={primaryButton}>
          Try Again
        </a>
      </div>
    </div>
  );
}
