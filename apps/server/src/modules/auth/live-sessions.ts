// Sessions this process has lately found live, so that a signed-in shopper's every request does not ask the
// database again (a look-up per cart change, per wishlist heart, per page of orders; decision 020).
//
// Ending a session forgets it here at once and is announced to every other process (db/announcements.ts), which
// forget it as they hear it. A process whose listener was away forgets every session it knew when it is back. And
// nothing is believed for longer than TRUST_MS without asking the database: the most a lost announcement can cost
// is that long of a signed-out device still being let in by one process (decision 020).

import { LRUCache } from "lru-cache";

/** How long a session found live is believed live without asking the database again. */
export const TRUST_MS = 30_000;
/**
 * Bounded: every signed-in shopper of the last TRUST_MS is one entry, and a flood of them must not grow memory. At
 * the bound the least recently used session goes, one at a time, so only that shopper's next request asks the
 * database again (emptying it all at once sent every signed-in request to the database in the same moment). About
 * 4 MB: some 18,000 sessions.
 */
export const LIVE_SESSIONS_MAX_BYTES = 4 * 1024 * 1024;
/** A session's entry beyond its key: its user id and end, the object holding them, the cache's slot. */
const ENTRY_OVERHEAD_BYTES = 160;

/** What an announcement of ended sessions says: one session, or every session of an account. */
export type EndedSessions = { sessionId: string } | { userId: number };

export class LiveSessions {
  private readonly live = new LRUCache<string, { userId: number; until: number }>({
    maxSize: LIVE_SESSIONS_MAX_BYTES,
    sizeCalculation: (_known, sessionId) => sessionId.length * 2 + ENTRY_OVERHEAD_BYTES,
  });

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
    this.live.set(sessionId, { userId, until: Date.now() + Math.min(TRUST_MS, msLeft) });
  }

  forget(ended: EndedSessions): void {
    if ("sessionId" in ended) {
      this.live.delete(ended.sessionId);
      return;
    }
    const ofTheAccount = [...this.live.entries()].filter(([, known]) => known.userId === ended.userId);
    for (const [sessionId] of ofTheAccount) this.live.delete(sessionId);
  }

  forgetAll(): void {
    this.live.clear();
  }

  /** The memory the sessions take, as counted against LIVE_SESSIONS_MAX_BYTES. */
  get bytes(): number {
    return this.live.calculatedSize;
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
