// A signed-in shopper's requests do not ask the database about their session each time (decision 020), yet an ended
// session is refused at once by the process that ended it and within a second by every other process.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  LIVE_SESSIONS_MAX_BYTES,
  LiveSessions,
  parseEndedSessions,
  TRUST_MS,
} from "../../src/modules/auth/live-sessions";
import { asShopper, newShopper } from "../sign-in";
import { databaseKinds, startTestShop, type TestShop, useTestShop } from "../test-app";
import { testDatabaseUrl } from "../test-env";

const me = (shop: TestShop, token: string) => asShopper(shop.url, token, "GET", "/api/auth/me");

/** Asks again every 20 ms until `read` gives `expected`, or fails after `withinMs`. */
async function waitForStatus(read: () => Promise<{ status: number }>, expected: number, withinMs = 1000) {
  const started = Date.now();
  for (;;) {
    const { status } = await read();
    if (status === expected) return;
    if (Date.now() - started > withinMs) expect(status, `still not ${expected} after ${withinMs} ms`).toBe(expected);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let made = 0;
const who = () => {
  made += 1;
  return { email: `live-session-${made}@example.com`, name: `Live ${made}` };
};

describe.each(databaseKinds)("sessions remembered live on %s", (kind) => {
  const shop = useTestShop(kind);

  it("lets a session in without the database, and refuses it at once after logout", async () => {
    const shopper = await newShopper(shop.url, who());
    expect((await me(shop, shopper.token)).status).toBe(200);
    // Revoked behind the process's back (as another process would, had its announcement been lost): still believed.
    await shop.database.db.execute(sql`update sessions set revoked_at = now() where user_id = ${shopper.user.id}`);
    expect((await me(shop, shopper.token)).status).toBe(200);
    await shop.database.db.execute(sql`update sessions set revoked_at = null where user_id = ${shopper.user.id}`);

    expect((await asShopper(shop.url, shopper.token, "POST", "/api/auth/logout")).status).toBe(200);
    expect((await me(shop, shopper.token)).status).toBe(401);
  });

  it("refuses every session of a deleted account at once", async () => {
    const person = who();
    const phone = await newShopper(shop.url, person);
    const laptop = await newShopper(shop.url, person);
    expect((await me(shop, phone.token)).status).toBe(200);
    expect((await me(shop, laptop.token)).status).toBe(200);
    expect((await phone.call("DELETE", "/api/users/me")).status).toBe(200);
    expect((await me(shop, phone.token)).status).toBe(401);
    expect((await me(shop, laptop.token)).status).toBe(401);
  });
});

describe.skipIf(!testDatabaseUrl)("ended sessions across two processes on PostgreSQL", () => {
  let a: TestShop;
  let b: TestShop;
  beforeAll(async () => {
    a = await startTestShop("postgres");
    b = await startTestShop("postgres", { twinOf: a });
    // Both listeners are up before anything is announced.
    await waitForStatus(
      async () => {
        const result = (await a.database.db.execute(
          sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and query like 'LISTEN%'`,
        )) as unknown as { rows: Array<{ n: number }> };
        return { status: result.rows[0]?.n ?? 0 };
      },
      2,
      5000,
    );
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("a logout in one process is refused by the other within a second", async () => {
    const shopper = await newShopper(a.url, who());
    expect((await me(b, shopper.token)).status).toBe(200); // B now believes the session live
    expect((await asShopper(a.url, shopper.token, "POST", "/api/auth/logout")).status).toBe(200);
    await waitForStatus(() => me(b, shopper.token), 401);
  });

  it("an account deleted in one process is signed out of the other within a second", async () => {
    const shopper = await newShopper(a.url, who());
    expect((await me(b, shopper.token)).status).toBe(200);
    expect((await shopper.call("DELETE", "/api/users/me")).status).toBe(200);
    await waitForStatus(() => me(b, shopper.token), 401);
  });
});

describe("LiveSessions", () => {
  it("believes a session for TRUST_MS at most, never past its own end, and forgets by session or account", () => {
    vi.useFakeTimers();
    try {
      const live = new LiveSessions();
      live.remember("s1", 1, 60 * 60_000);
      live.remember("s2", 1, 5_000); // ends in five seconds
      live.remember("s3", 2, 60 * 60_000);
      expect(live.isLive("s1", 1)).toBe(true);
      expect(live.isLive("s1", 2)).toBe(false); // someone else's user id with this session: ask the database
      live.remember("s1", 1, 60 * 60_000);
      vi.advanceTimersByTime(5_000);
      expect(live.isLive("s2", 1)).toBe(false);
      expect(live.isLive("s1", 1)).toBe(true);
      vi.advanceTimersByTime(TRUST_MS);
      expect(live.isLive("s1", 1)).toBe(false);

      live.remember("s1", 1, 60 * 60_000);
      live.remember("s4", 1, 60 * 60_000);
      live.remember("s3", 2, 60 * 60_000);
      live.forget({ userId: 1 });
      expect([live.isLive("s1", 1), live.isLive("s4", 1), live.isLive("s3", 2)]).toEqual([false, false, true]);
      live.forget({ sessionId: "s3" });
      expect(live.isLive("s3", 2)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it("at its bound lets the least recently used session go, one at a time, and keeps the rest", () => {
    const live = new LiveSessions();
    const session = (n: number) => `0b6f3c1e-0000-4000-8000-${String(n).padStart(12, "0")}`;
    let remembered = 0;
    // Fill to just under the bound, then ask about the two oldest: they become the most recently used.
    for (; live.bytes < LIVE_SESSIONS_MAX_BYTES - 1024; remembered++)
      live.remember(session(remembered), remembered, TRUST_MS);
    expect(live.isLive(session(1), 1)).toBe(true);
    expect(live.isLive(session(0), 0)).toBe(true);
    // Past the bound: a few more sessions push out as few of the oldest unused, not everything.
    for (let extra = 0; extra < 20; extra++, remembered++) live.remember(session(remembered), remembered, TRUST_MS);
    expect(live.bytes).toBeLessThanOrEqual(LIVE_SESSIONS_MAX_BYTES);
    expect(live.isLive(session(0), 0)).toBe(true);
    expect(live.isLive(session(1), 1)).toBe(true);
    expect(live.isLive(session(2), 2)).toBe(false);
    expect(live.isLive(session(remembered - 1), remembered - 1)).toBe(true);
    expect(live.isLive(session(100), 100)).toBe(true);
  });

  it("reads announcements, and nothing else, as ended sessions", () => {
    expect(parseEndedSessions("session:0b6f3c1e-0000-4000-8000-000000000000")).toEqual({
      sessionId: "0b6f3c1e-0000-4000-8000-000000000000",
    });
    expect(parseEndedSessions("user:42")).toEqual({ userId: 42 });
    expect(parseEndedSessions("user:4x")).toBeUndefined();
    expect(parseEndedSessions("")).toBeUndefined();
  });
});
