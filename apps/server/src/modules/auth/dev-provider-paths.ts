// Where the development identity provider lives in the shop, in a module of its own so that knowing the paths
// does not load oidc-provider.

/** The provider's OpenID endpoints; its issuer is <PUBLIC_URL>/dev-oidc. */
export const DEV_PROVIDER_PATH = "/dev-oidc";
/** Its sign-in page (Email, Name, Sign in), served by dev-sign-in-routes.ts. */
export const DEV_SIGN_IN_PATH = "/dev-sign-in";
