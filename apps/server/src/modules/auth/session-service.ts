// Sign-in sessions: single-use login codes, rotating refresh tokens with reuse detection, and access-token checks.
import { createHmac } from "node:crypto";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { Unauthenticated } from "../../domain-errors";
import { type AccessTokenClaims, type AccessTokens, InvalidAccessToken } from "./access-tokens";
import { hashToken, randomToken } from "./auth-secret";
import { loginCodes, refreshTokens, sessions } from "./auth-tables";
import type { EndedSessions, LiveSessions } from "./live-sessions";
import type { SessionEndings, SessionsEndedListener } from "./session-endings";

/** Long enough for the callback page to exchange it, short enough that a leaked URL is worthless. */
export const LOGIN_CODE_SECONDS = 60;

/**
 * How long after a refresh the same refresh token may be presented again and get the same response: a retry after a
 * dropped connection, or two tabs refreshing at once, rather than a copy. After it, a spent token ends the session.
 */
export const REFRESH_RETRY_SECONDS = 10;

/**
 * How long ended sessions and spent refresh tokens are kept. A spent token presented within this time revokes its
 * session (reuse detection); after it, the token is simply unknown (still refused). Keeps the tables from growing
 * by one row per refresh forever.
 */
const KEEP_SPENT_FOR = sql`interval '7 days'`;

export interface IssuedTokens {
  token: string;
  refresh_token: string;
  expires_in: number;
  userId: number;
}

const unauthorized = (message: string) => new Unauthenticated(message);
const SESSION_ENDED = "Your session has ended. Please sign in again.";
// One response for an unknown, spent, expired or someone else's code: which of them it was is nobody's business.
const LOGIN_CODE_REFUSED = "This sign-in link has expired or was already used. Please sign in again.";

export class SessionService {
  constructor(
    private readonly db: Database,
    private readonly accessTokens: AccessTokens,
    private readonly refreshTokenDays: number,
    /** Derives each refresh token's successor (deriveKey "refresh-token-successor"). */
    private readonly successorKey: Uint8Array,
    /** Sessions lately found live, and how their ending is told to every process (decision 020). */
    private readonly live: {
      sessions: LiveSessions;
      announceEnded: (ended: EndedSessions) => Promise<void>;
      endings: SessionEndings;
    },
  ) {}

  /**
   * Calls `listener` in this process whenever sessions end (logout, a reused refresh token, a deleted account), here
   * or in another process, so that what a session holds open ends with it; `undefined` when this process may have
   * missed which (its listener was away).
   */
  onEnded(listener: SessionsEndedListener): void {
    this.live.endings.listen(listener);
  }

  /**
   * A code for /auth/callback?token=: one use, valid for LOGIN_CODE_SECONDS, stored only as a hash, and bound to the
   * browser that signed in through `browserSecret` (kept in that browser's cookie; only its hash is stored here).
   */
  async issueLoginCode(userId: number): Promise<{ code: string; browserSecret: string }> {
    const code = randomToken();
    const browserSecret = randomToken();
    await this.db.insert(loginCodes).values({
      codeHash: hashToken(code),
      browserHash: hashToken(browserSecret),
      userId,
      expiresAt: sql`now() + make_interval(secs => ${LOGIN_CODE_SECONDS})`,
    });
    // Housekeeping: codes are worthless a minute after they were made.
    await this.db.delete(loginCodes).where(lt(loginCodes.expiresAt, sql`now() - interval '1 hour'`));
    return { code, browserSecret };
  }

  /**
   * Spends a login code (atomically: two exchanges of one code cannot both win) and starts a session. Only the
   * browser holding the secret the code was issued with may: a code sent to someone else as a link signs no one in.
   */
  async redeemLoginCode(code: string, browserSecret: string | undefined): Promise<IssuedTokens> {
    if (!browserSecret) throw unauthorized(LOGIN_CODE_REFUSED);
    const [spent] = await this.db
      .update(loginCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(loginCodes.codeHash, hashToken(code)),
          eq(loginCodes.browserHash, hashToken(browserSecret)),
          isNull(loginCodes.usedAt),
          gt(loginCodes.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: loginCodes.userId });
    if (!spent) throw unauthorized(LOGIN_CODE_REFUSED);
    const [session] = await this.db
      .insert(sessions)
      .values({ userId: spent.userId, expiresAt: this.refreshExpiry() })
      .returning({ id: sessions.id });
    if (!session) throw new Error("session insert returned no row");
    await this.db
      .delete(sessions)
      .where(
        sql`${sessions.expiresAt} < now() - ${KEEP_SPENT_FOR} or ${sessions.revokedAt} < now() - ${KEEP_SPENT_FOR}`,
      );
    return this.issueTokens(this.db, spent.userId, session.id);
  }

  /**
   * Trades a refresh token for new tokens; the old one is spent. Presenting a spent token means it was copied:
   * the whole session (every token descended from the same sign-in) is revoked. Except a retry: the same token again
   * within REFRESH_RETRY_SECONDS, while its successor is unspent (the response was lost on the way, or two tabs asked
   * at once), gets that same successor and a fresh access token instead of ending the session.
   */
  async refresh(refreshToken: string): Promise<IssuedTokens> {
    const tokenHash = hashToken(refreshToken);
    const successor = this.successorOf(refreshToken);
    const outcome = await this.db.transaction(async (tx) => {
      const [found] = await tx
        .select({
          sessionId: refreshTokens.sessionId,
          userId: sessions.userId,
          spent: sql<boolean>`${refreshTokens.usedAt} is not null`,
          justSpent: sql<boolean>`coalesce(${refreshTokens.usedAt} > now() - make_interval(secs => ${REFRESH_RETRY_SECONDS}), false)`,
          live: sql<boolean>`${sessions.revokedAt} is null and ${refreshTokens.expiresAt} > now() and ${sessions.expiresAt} > now()`,
        })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .for("update", { of: refreshTokens });
      if (!found) return { kind: "unknown" } as const;
      if (found.spent) {
        if (found.justSpent && found.live && (await this.isUnspent(tx, successor, found.sessionId))) {
          const token = await this.accessTokens.issue({ userId: found.userId, sessionId: found.sessionId });
          return { kind: "retried", tokens: this.issued(token, successor, found.userId) } as const;
        }
        return { kind: "reused", sessionId: found.sessionId } as const;
      }
      if (!found.live) return { kind: "ended" } as const;
      await tx.update(refreshTokens).set({ usedAt: sql`now()` }).where(eq(refreshTokens.tokenHash, tokenHash));
      await tx
        .delete(refreshTokens)
        .where(
          and(eq(refreshTokens.sessionId, found.sessionId), lt(refreshTokens.usedAt, sql`now() - ${KEEP_SPENT_FOR}`)),
        );
      await tx
        .update(sessions)
        .set({ lastRefreshedAt: sql`now()`, expiresAt: this.refreshExpiry() })
        .where(eq(sessions.id, found.sessionId));
      const tokens = await this.issueTokens(tx, found.userId, found.sessionId, successor);
      return { kind: "rotated", tokens } as const;
    });
    switch (outcome.kind) {
      case "rotated":
      case "retried":
        return outcome.tokens;
      case "reused":
        // Outside the transaction above: the revocation must stick even though this request fails.
        await this.revoke(outcome.sessionId, "refresh token reused");
        throw unauthorized(SESSION_ENDED);
      case "ended":
        throw unauthorized(SESSION_ENDED);
      default:
        throw unauthorized("Invalid refresh token");
    }
  }

  /** Ends a session: its access tokens stop working at once (in every process) and its refresh tokens are refused. */
  async revoke(sessionId: string, reason: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()`, revokedReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    await this.live.announceEnded({ sessionId });
  }

  /** The account's sessions are gone with it (account deletion): no process may still let its tokens in. */
  async accountEnded(userId: number): Promise<void> {
    await this.live.announceEnded({ userId });
  }

  /** Ends the session a refresh token belongs to (logout with an expired access token). */
  async revokeByRefreshToken(refreshToken: string, reason: string): Promise<void> {
    const [found] = await this.db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    if (found) await this.revoke(found.sessionId, reason);
  }

  /**
   * The signed-in shopper behind a bearer token: valid signature, unexpired, and a session not revoked — asked of the
   * database at most once per LiveSessions.TRUST_MS per session and process, and at once after it ended.
   */
  async authenticate(accessToken: string): Promise<AccessTokenClaims> {
    let claims: AccessTokenClaims;
    try {
      claims = await this.accessTokens.verify(accessToken);
    } catch (error) {
      if (error instanceof InvalidAccessToken) throw unauthorized(error.message);
      throw error;
    }
    // A malformed sid would make PostgreSQL refuse the uuid cast: treat it as the invalid token it is.
    if (!/^[0-9a-f-]{36}$/i.test(claims.sessionId)) throw unauthorized("Invalid access token");
    if (this.live.sessions.isLive(claims.sessionId, claims.userId)) return claims;
    const [live] = await this.db
      .select({ msLeft: sql<number>`(extract(epoch from ${sessions.expiresAt} - now()) * 1000)::float8` })
      .from(sessions)
      .where(
        and(
          eq(sessions.id, claims.sessionId),
          eq(sessions.userId, claims.userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
        ),
      );
    if (!live) throw unauthorized(SESSION_ENDED);
    this.live.sessions.remember(claims.sessionId, claims.userId, Number(live.msLeft));
    return claims;
  }

  private refreshExpiry() {
    return sql`now() + make_interval(days => ${this.refreshTokenDays})`;
  }

  /**
   * The refresh token that replaces `refreshToken`: derived from it with a key of its own (HMAC-SHA-256), so a retry
   * can be given the same successor without the database ever holding a token, only hashes.
   */
  private successorOf(refreshToken: string): string {
    return createHmac("sha256", this.successorKey).update(refreshToken).digest("base64url");
  }

  private async isUnspent(db: Pick<Database, "select">, refreshToken: string, sessionId: string): Promise<boolean> {
    const [row] = await db
      .select({ tokenHash: refreshTokens.tokenHash })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.tokenHash, hashToken(refreshToken)),
          eq(refreshTokens.sessionId, sessionId),
          isNull(refreshTokens.usedAt),
          gt(refreshTokens.expiresAt, sql`now()`),
        ),
      );
    return Boolean(row);
  }

  /** Stores a new refresh token (random at sign-in, the successor on rotation) and signs an access token. */
  private async issueTokens(
    db: Pick<Database, "insert">,
    userId: number,
    sessionId: string,
    refresh = randomToken(),
  ): Promise<IssuedTokens> {
    await db
      .insert(refreshTokens)
      .values({ tokenHash: hashToken(refresh), sessionId, expiresAt: this.refreshExpiry() });
    return this.issued(await this.accessTokens.issue({ userId, sessionId }), refresh, userId);
  }

  private issued(token: string, refreshToken: string, userId: number): IssuedTokens {
    return { token, refresh_token: refreshToken, expires_in: this.accessTokens.lifetimeSeconds, userId };
  }
}
