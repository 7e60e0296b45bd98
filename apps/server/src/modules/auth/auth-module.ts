// The auth module registers itself: sign-in (with Google or the development provider), sessions and their tokens,
// under /api (the development provider's own pages at the root). Returns the sessions every signed-in route checks.
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config";
import type { Announcements } from "../../db/announcements";
import type { Database } from "../../db/database";
import { AccessTokens } from "./access-tokens";
import type { Accounts } from "./accounts";
import { authRoutes } from "./auth-routes";
import { deriveKey, loadAuthSecret } from "./auth-secret";
import { devSignInRoutes } from "./dev-sign-in-routes";
import { chooseIdentityProvider } from "./identity-provider";
import { endedSessionsDetail, LiveSessions, parseEndedSessions } from "./live-sessions";
import { SessionEndings } from "./session-endings";
import { SessionService } from "./session-service";
import { SignInFlow } from "./sign-in-flow";

export async function registerAuth(
  app: FastifyInstance,
  needs: { config: Config; db: Database; users: Accounts; announcements: Announcements },
): Promise<{ sessions: SessionService }> {
  const { config, users, announcements } = needs;
  const secret = loadAuthSecret(config.auth.secret, config.dataDir);
  const accessTokens = new AccessTokens(
    deriveKey(secret, "access-token"),
    config.publicUrl,
    config.auth.accessTokenSeconds,
  );
  const liveSessions = new LiveSessions();
  const endings = new SessionEndings();
  // Every process hears that a session ended (decision 009), and ends what it holds open for it (its desk streams).
  const announceSessionsEnded = announcements.topic("sessions-ended", {
    heard: (detail) => {
      const ended = parseEndedSessions(detail);
      // An announcement this process cannot read could be about any session.
      if (ended) liveSessions.forget(ended);
      else liveSessions.forgetAll();
      endings.tell(ended);
    },
    missed: () => {
      liveSessions.forgetAll();
      endings.tell(undefined);
    },
  });
  const sessions = new SessionService(
    needs.db,
    accessTokens,
    config.auth.refreshTokenDays,
    deriveKey(secret, "refresh-token-successor"),
    { sessions: liveSessions, announceEnded: (ended) => announceSessionsEnded(endedSessionsDetail(ended)), endings },
  );
  const identityProvider = await chooseIdentityProvider(config, secret);
  const signInFlow = new SignInFlow(identityProvider.settings, deriveKey(secret, "sign-in-flow"));
  if (identityProvider.devProvider) {
    await app.register(devSignInRoutes, {
      devProvider: identityProvider.devProvider,
      shopName: config.shop.name,
      signInOrigins: identityProvider.origins,
    });
  }
  await app.register(authRoutes, {
    prefix: "/api",
    signInFlow,
    sessions,
    users,
    publicUrl: config.publicUrl,
    signInOrigins: identityProvider.origins,
    rateLimitPerMinute: config.auth.rateLimitPerMinute,
  });
  return { sessions };
}
