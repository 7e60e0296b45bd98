// A desk's alert stream ends with its sign-in session (decision 055, amended): after a logout, a reused refresh token
// (theft) or the account's sessions ending with it, the open stream ends within a second, saying "signed-out", and no
// new order (the customer's name and amount) reaches it after; the owner's other devices keep theirs. An owner cannot
// delete her account (409), so a deleted account's announcement is sent here as another process would send it. Across
// two processes: desk-alerts-processes.test.ts.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CHANNEL_EXPRESSION } from "../../src/db/announcements";
import { OWNER, placedOrder, signInShopper } from "../orders/desk-fixtures";
import { plainProduct, setStock } from "../shop-fixtures";
import { asShopper, newShopper } from "../sign-in";
import { databaseKinds, type TestShop, useTestShop } from "../test-app";
import { type DeskStream, openDeskStream, untilReady } from "./desk-stream";

/** A second owner address, for the account-wide tests, so that the shop's usual owner is left to the others. */
const LEAVING = { email: "leaving-owner@mayil.test", name: "Devi Partner" };

async function liveStream(shop: TestShop, token: string): Promise<DeskStream> {
  const stream = await openDeskStream(shop.url, token);
  expect(stream.status).toBe(200);
  await untilReady(stream);
  return stream;
}

/** Waits for the server to end `stream`, at most `ms`; says how long it took. */
async function endsWithin(stream: DeskStream, ms: number): Promise<number> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), ms);
  });
  const outcome = await Promise.race([stream.ended.then(() => "ended" as const), late]);
  clearTimeout(timer);
  expect(outcome, `the stream was still open after ${ms} ms: ${JSON.stringify(stream.events)}`).toBe("ended");
  return Date.now() - started;
}

let n = 0;
type Owner = Awaited<ReturnType<typeof newShopper>>;

describe.each(databaseKinds)("a desk stream ends with its session (%s)", (kind) => {
  const shop = useTestShop(kind, {
    env: { OWNER_EMAILS: `${OWNER.email}, ${LEAVING.email}`, MAX_OPEN_ORDERS: "100" },
  });

  /**
   * Opens the ending session's stream and another owner device's, ends the session with `end`, and checks that its
   * stream ended within a second saying "signed-out" while the other hears the next order and it does not.
   */
  async function endsWithTheSession(who: { email: string; name: string }, end: (owner: Owner) => Promise<void>) {
    const owner = await newShopper(shop.url, who);
    const otherDevice = await newShopper(shop.url, OWNER);
    const ending = await liveStream(shop, owner.token);
    const staying = await liveStream(shop, otherDevice.token);

    await end(owner);
    await endsWithin(ending, 1000);
    expect(ending.events.at(-1)).toEqual({ event: "closing", data: JSON.stringify({ reason: "signed-out" }) });

    const product = await plainProduct(shop, { stock: 1 });
    await setStock(shop, product.id, 50);
    const shopper = await signInShopper(shop, `sign-out${++n}@example.com`, "Lakshmi Iyer");
    const order = await placedOrder(shopper, [{ product_id: product.id, quantity: 1 }]);
    await staying.waitFor((a) => a.kind === "order_placed" && a.order_id === order.id, 2000);
    expect(ending.alerts()).toEqual([]);
    staying.close();
  }

  it("a logout ends that device's stream within a second; the owner's other device keeps hearing orders", async () => {
    await endsWithTheSession(OWNER, async (owner) => {
      expect((await owner.call("POST", "/api/auth/logout", { refresh_token: owner.refreshToken })).status).toBe(200);
    });
  });

  it("a reused refresh token ends the session's stream within a second", async () => {
    await endsWithTheSession(OWNER, async (owner) => {
      const refresh = (token: string) =>
        asShopper<{ refresh_token: string }>(shop.url, null, "POST", "/api/auth/refresh", { refresh_token: token });
      const second = await refresh(owner.refreshToken);
      expect(second.status).toBe(200);
      // Its successor spent too, so the first token is no longer a retry: presenting it again is a copy's doing.
      expect((await refresh(second.body.refresh_token)).status).toBe(200);
      expect((await refresh(owner.refreshToken)).status).toBe(401);
    });
  });

  it("an owner's account cannot be deleted (409), so deletion never leaves an owner's stream behind; the stream stays", async () => {
    const owner = await newShopper(shop.url, LEAVING);
    const stream = await liveStream(shop, owner.token);
    const refused = await owner.call<{ error: string }>("DELETE", "/api/users/me");
    expect(refused.status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stream.events.map((e) => e.event)).toEqual(["ready"]);
    stream.close();
  });

  it.runIf(kind === "postgres")(
    "an account's sessions announced ended by another process (as a deleted account's are) end all its streams within a second",
    async () => {
      const phone = await newShopper(shop.url, LEAVING);
      const laptop = await newShopper(shop.url, LEAVING);
      const streams = [await liveStream(shop, phone.token), await liveStream(shop, laptop.token)];
      // What another process's deletion of the account sends (auth module, "sessions-ended" with user:<id>).
      await shop.database.db.execute(
        sql`select pg_notify(${sql.raw(CHANNEL_EXPRESSION)}, ${`sessions-ended:user:${phone.user.id}`})`,
      );
      for (const stream of streams) {
        await endsWithin(stream, 1000);
        expect(stream.events.at(-1)).toEqual({ event: "closing", data: JSON.stringify({ reason: "signed-out" }) });
      }
    },
  );
});
