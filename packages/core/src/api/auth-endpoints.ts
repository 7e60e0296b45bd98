// Signing in (OpenID Connect with Google or the development provider), the session's tokens, and who is signed in.
import { defineEndpoints } from "./endpoint";

export const authEndpoints = defineEndpoints("auth", () => import("../account/account-schemas"), {
  startSignIn: {
    method: "GET",
    path: "/auth/google",
    access: "public",
    status: 302,
    summary:
      "Start signing in with Google: redirects to the identity provider; ?return= names the page the shopper comes " +
      "back to (/auth/callback?token=…&return=…)",
    errors: [400, 429],
    schemas: (s) => ({ query: s.startSignInQuerySchema }),
  },
  finishSignIn: {
    method: "GET",
    path: "/auth/google/callback",
    access: "public",
    status: 302,
    summary: "Where the identity provider sends the shopper back",
    schemas: () => ({}),
  },
  exchange: {
    method: "POST",
    path: "/auth/exchange",
    access: "public",
    summary:
      "Exchange the single-use login code from /auth/callback?token= for tokens; only the browser that signed in " +
      "can (it holds the code's cookie)",
    errors: [400, 401, 429],
    schemas: (s) => ({ body: s.loginCodeBodySchema, response: s.sessionTokensSchema }),
  },
  refresh: {
    method: "POST",
    path: "/auth/refresh",
    access: "public",
    summary:
      "New tokens for a refresh token, which is spent: presented again within 10 seconds it gets the same " +
      "response (a retry), later it ends the session",
    errors: [400, 401, 429],
    schemas: (s) => ({ body: s.refreshBodySchema, response: s.sessionTokensSchema }),
  },
  me: {
    method: "GET",
    path: "/auth/me",
    access: "shopper",
    summary: "The signed-in shopper",
    errors: [401],
    schemas: (s) => ({ response: s.currentUserResponseSchema }),
  },
  logout: {
    method: "POST",
    path: "/auth/logout",
    access: "public",
    summary: "End this device's session: its access and refresh tokens stop working",
    errors: [400, 429],
    schemas: (s) => ({ body: s.logoutBodySchema, response: s.successResponseSchema }),
  },
});
