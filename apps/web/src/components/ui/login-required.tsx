// 'Login Required' for an account page visited signed out (the wishlist, settings and orders).
import { Link } from "react-router";
import { paths } from "../../lib/paths";
import { usePageTitle } from "../../lib/use-page-title";
import { primaryButton } from "./button-styles";

export function LoginRequired({ title, message }: { title: string; message: string }) {
  usePageTitle(title);
  return (
    <div className="container-shop flex flex-col items-center py-24 text-center">
      <h1 className="font-display text-4xl font-semibold">Login Required</h1>
      <p className="mt-3 text-muted">{message}</p>
      <Link to={paths.home.getHref()} className={`${primaryButton} mt-8`}>
        Return to home
      </Link>
    </div>
  );
}
