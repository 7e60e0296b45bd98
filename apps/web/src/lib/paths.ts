// The storefront's routes (docs/shop/storefront.md#pages-and-addresses), used by the router and by every link; the
// table itself lives in packages/core, because the server's page meta tags, sitemap and robots.txt name the same
// addresses.
import { authEndpoints } from "@mayil/core/api/auth-endpoints";
import { API_PREFIX } from "@mayil/core/api/endpoint";
import { pagePaths } from "@mayil/core/storefront/page-paths";

export const paths = pagePaths;

/** Where the 'Sign in with Google' button and the auth error page's Try Again send the browser. */
export const signInUrl = `${API_PREFIX}${authEndpoints.startSignIn.path}`;
