// Sessions this process has lately found live, so that a signed-in shopper's every request does not ask the
// database again (issue 15: a look-up per cart change, per wishlist heart, per page of orders).
//
// Ending a session forgets it here at once and is announced to every other process (db/announcements.ts), which
// forget it as they hear it. A process whose listener was away forgets every session it knew when it is back. And
// nothing is believed for longer than TRUST_MS without asking the database: the most a lost announcement can cost
// is that long of a signed-out device still being let in by one process (decision 020).

/** How long a session found live is believed live without asking the database again. */
export const TRUST_MS = 30_000;
/**
 * Bounded: every signed-in shopper of the last TRUST_MS is one entry, and a flood of them must not grow memory. Each
 * entry is the same size (a session's UUID, as the database found it, and two numbers: some 200 bytes), so this
 * count bounds the bytes too: about 4 MB.
 */
const MAX_SESSIONS = 20_000;

/** What an announcement of ended sessions says: one session, or every session of an account. */
export type EndedSessions = { sessionId: string } | { userId: number };

export class LiveSessions {
  private readonly live = new Map<string, { userId: number; until: number }>();

  /** Whether `sessionId` of `userId` was found live within TRUST_MS and has not ended since. */
  isLive(sessionId: string, userId: number): boolean {
    const known = this.live.get(sessionId);
    if (!known) return false;
    if (known.userId === userId && Date.now() < known.until) return true;
    this.live.delete(sessionId);
    return false;
  }

  /** The database has just found the session live, for `msLeft` more at the most. */
  remember(sessionId: string, userId: number, msLeft: number): void {
    if (this.live.size >= MAX_SESSIONS) this.live.clear();
    this.live.set(sessionId, { userId, until: Date.now() + Math.min(TRUST_MS, msLeft) });
  }

  forget(ended: EndedSessions): void {
    if ("sessionId" in ended) {
      this.live.delete(ended.sessionId);
      return;
    }
    for (const [sessionId, known] of this.live) if (known.userId === ended.userId) this.live.delete(sessionId);
  }

  forgetAll(): void {
    this.live.clear();
  }
}

/** An announcement's detail for ended sessions, and back: `session:<uuid>` or `user:<id>`. */
export const endedSessionsDetail = (ended: EndedSessions): string =>
  "sessionId" in ended ? `session:${ended.sessionId}` : `user:${ended.userId}`;

export function parseEndedSessions(detail: string): EndedSessions | undefined {
  const [kind, value = ""] = detail.split(":", 2);
  if (kind === "session" && value) return { sessionId: value };
  if (kind === "user" && /^\d+$/.test(value)) return { userId: Number(value) };
  return undefined;
}
