// Sign-in over HTTP: start and finish the OpenID Connect flow, exchange the login code, refresh, who-am-I, logout.

import { RETURN_PARAM } from "@mayil/core/account/sign-in-return";
import { authEndpoints as endpoints } from "@mayil/core/api/auth-endpoints";
import { API_PREFIX } from "@mayil/core/api/endpoint";
import { pagePaths } from "@mayil/core/storefront/page-paths";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { Unauthenticated } from "../../domain-errors";
import { bearerTokenOf, shopperOf, signedIn } from "../../http/route-guards";
import { endpointServer } from "../../http/serve-endpoint";
import type { Accounts } from "./accounts";
import { type IssuedTokens, LOGIN_CODE_SECONDS, type SessionService } from "./session-service";
import { SIGN_IN_FLOW_SECONDS, SignInError, type SignInFlow } from "./sign-in-flow";
import { originOf } from "./sign-in-origins";

export interface AuthRoutesOptions {
  signInFlow: SignInFlow;
  sessions: SessionService;
  users: Accounts;
  /** The shop's public address; a flow opened under any other host name starts there. */
  publicUrl: string;
  /** Where a flow may begin and end (sign-in-origins.ts): the public address, and this machine's other names for
   * itself with the development provider. A flow ends on the address it began on. */
  signInOrigins: string[];
  rateLimitPerMinute: number;
}

const PENDING_COOKIE = "mayil_sign_in";
const CALLBACK_PATH = `${API_PREFIX}${endpoints.finishSignIn.path}`;
/** Holds the secret the login code is bound to: only the browser that signed in can exchange the code. */
const LOGIN_CODE_COOKIE = "mayil_login_code";
const EXCHANGE_PATH = `${API_PREFIX}${endpoints.exchange.path}`;

export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (
  app,
  { signInFlow, sessions, users, publicUrl, signInOrigins, rateLimitPerMinute },
) => {
  // Auth's own signed-in endpoint (who am I) is checked against the sessions it has just made: the guards the other
  // modules are handed are built from these same sessions, after auth registers.
  const serve = endpointServer(app, { shopper: signedIn(sessions) });
  const rateLimit = { max: rateLimitPerMinute, timeWindow: "1 minute" };
  const publicOrigin = new URL(publicUrl);
  const pendingCookieOptions = {
    httpOnly: true,
    sameSite: "lax" as const, // sent on the provider's top-level redirect back to us, not on cross-site posts
    secure: publicOrigin.protocol === "https:",
    path: CALLBACK_PATH,
  };
  const loginCodeCookieOptions = {
    httpOnly: true,
    // Only ever sent by the shop's own pages (the callback page's fetch), never on a request another site starts.
    sameSite: "strict" as const,
    secure: publicOrigin.protocol === "https:",
    path: EXCHANGE_PATH,
  };
  // Back to the web app on the address the flow came to (its login-code cookie belongs to that host name); an address
  // not on the list is never used: the public one instead.
  const toWebApp = (reply: FastifyReply, query: Record<string, string>) =>
    reply
      .header("cache-control", "no-store")
      .header("referrer-policy", "no-referrer") // the login code must not leak to another site in a Referer
      .redirect(
        `${originOf(signInOrigins, reply.request.host) ?? publicUrl}${pagePaths.authCallback.getHref()}?${new URLSearchParams(query)}`,
        302,
      );

  const withUser = async (issued: IssuedTokens) => {
    const user = await users.find(issued.userId);
    if (!user) throw new Unauthenticated("Your account no longer exists");
    return { token: issued.token, refresh_token: issued.refresh_token, expires_in: issued.expires_in, user };
  };

  await serve(endpoints.startSignIn, {
    config: { rateLimit },
    handler: async (request, reply) => {
      // The flow's cookie belongs to one host name: begin on one the provider will send us back to, the shopper's own
      // when it is on the list, else the public one.
      const origin = originOf(signInOrigins, request.host);
      const returnTo = request.query[RETURN_PARAM];
      if (!origin) {
        const query = returnTo ? `?${new URLSearchParams({ [RETURN_PARAM]: returnTo })}` : "";
        return reply.redirect(`${publicUrl}${API_PREFIX}${endpoints.startSignIn.path}${query}`, 302);
      }
      try {
        const { authorizationUrl, pendingCookie } = await signInFlow.start(`${origin}${CALLBACK_PATH}`, returnTo);
        reply.setCookie(PENDING_COOKIE, pendingCookie, { ...pendingCookieOptions, maxAge: SIGN_IN_FLOW_SECONDS });
        return reply.header("cache-control", "no-store").redirect(authorizationUrl, 302);
      } catch (error) {
        request.log.error({ reason: (error as Error).message }, "could not start sign-in");
        return toWebApp(reply, { error: "sign_in_failed" });
      }
    },
  });

  await serve(endpoints.finishSignIn, {
    config: { rateLimit },
    handler: async (request, reply) => {
      const query = new URL(request.url, publicUrl).searchParams;
      const pendingCookie = request.cookies[PENDING_COOKIE];
      reply.clearCookie(PENDING_COOKIE, pendingCookieOptions);
      // Signed in or not (she may have cancelled), she goes back to the page the flow was started for, if it named one.
      const returnTo = await signInFlow.returnToOf(pendingCookie);
      const back: Record<string, string> = returnTo ? { [RETURN_PARAM]: returnTo } : {};
      try {
        const identity = await signInFlow.finish(query, pendingCookie);
        const user = await users.signedIn(identity);
        const { code, browserSecret } = await sessions.issueLoginCode(user.id);
        reply.setCookie(LOGIN_CODE_COOKIE, browserSecret, { ...loginCodeCookieOptions, maxAge: LOGIN_CODE_SECONDS });
        return toWebApp(reply, { token: code, ...back });
      } catch (error) {
        if (!(error instanceof SignInError)) throw error;
        request.log.warn({ code: error.code, reason: error.message }, "sign-in failed");
        return toWebApp(reply, { error: error.code, ...back });
      }
    },
  });

  await serve(endpoints.exchange, {
    config: { rateLimit },
    handler: async (request, reply) => {
      reply.header("cache-control", "no-store");
      // One try per sign-in: the secret is no use after this response, whatever it is.
      reply.clearCookie(LOGIN_CODE_COOKIE, loginCodeCookieOptions);
      return withUser(await sessions.redeemLoginCode(request.body.code, request.cookies[LOGIN_CODE_COOKIE]));
    },
  });

  await serve(endpoints.refresh, {
    config: { rateLimit },
    handler: async (request, reply) => {
      reply.header("cache-control", "no-store");
      return withUser(await sessions.refresh(request.body.refresh_token));
    },
  });

  await serve(endpoints.me, {
    handler: async (request) => {
      const user = await users.find(shopperOf(request).userId);
      if (!user) throw new Unauthenticated("Your account no longer exists");
      return { user };
    },
  });

  await serve(endpoints.logout, {
    config: { rateLimit },
    handler: async (request) => {
      await endSession(sessions, bearerTokenOf(request), request.body?.refresh_token);
      return { success: true as const, message: "Logged out successfully" };
    },
  });
};

/** Logout works with the access token, the refresh token or both, and is harmless to repeat. */
async function endSession(sessions: SessionService, accessToken?: string, refreshToken?: string): Promise<void> {
  if (accessToken) {
    const shopper = await sessions.authenticate(accessToken).catch(() => undefined);
    if (shopper) await sessions.revoke(shopper.sessionId, "logout");
  }
  if (refreshToken) await sessions.revokeByRefreshToken(refreshToken, "logout");
}
