// The catalogue-changed signal (docs/decisions/009): a change made through one process reaches every process's cache.

import { PassThrough } from "node:stream";
import type { Product } from "@mayil/core/catalogue/catalogue-schemas";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANNOUNCEMENTS_LISTENER_NAME } from "../../src/db/announcements";
import { pickupOrder, plainProduct } from "../shop-fixtures";
import { newShopper } from "../sign-in";
import { startTestShop, type TestShop, useTestShop } from "../test-app";
import { testDatabaseUrl } from "../test-env";

const cached = { CATALOGUE_CACHE_SECONDS: "60" };

const stockShownBy = async (shop: TestShop, slug: string) =>
  (await shop.get<{ product: Product }>(`/api/products/slug/${slug}`)).body.product.quantity;

/** Asks again every 20 ms until `read` gives `expected`; how long it took, or a failed expectation after `withinMs`. */
async function waitFor<T>(read: () => Promise<T>, expected: T, withinMs = 1000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (value === expected) return Date.now() - started;
    if (Date.now() - started > withinMs) {
      expect(value, `still not ${String(expected)} after ${withinMs} ms`).toBe(expected);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("catalogue changes on PGlite (one process)", () => {
  const shop = useTestShop("pglite", { env: cached });

  it("announcing clears this process's cache at once", async () => {
    const product = await plainProduct(shop);
    expect(await stockShownBy(shop, product.slug)).toBe(product.quantity);
    await shop.database.db.execute(sql`update products set stock = stock - 1 where id = ${product.id}`);
    expect(await stockShownBy(shop, product.slug)).toBe(product.quantity); // still the cached response
    const announced = shop.app.clearCatalogueCache(); // cleared before the promise settles
    expect(await stockShownBy(shop, product.slug)).toBe(product.quantity - 1);
    await announced;
  });
});

describe.skipIf(!testDatabaseUrl)("catalogue changes across two processes on PostgreSQL", () => {
  let a: TestShop;
  let b: TestShop;
  const bLog: string[] = [];

  /** The backends listening for the signal in this test's database. */
  const listeners = async () => {
    const result = (await a.database.db.execute(
      sql`select pid from pg_stat_activity
          where datname = current_database() and application_name = ${ANNOUNCEMENTS_LISTENER_NAME} and query like 'LISTEN%'
          order by pid`,
    )) as unknown as { rows: { pid: number }[] };
    return result.rows.map((row) => row.pid);
  };
  const listenerCount = async () => (await listeners()).length;

  beforeAll(async () => {
    a = await startTestShop("postgres", { env: cached });
    const logStream = new PassThrough();
    logStream.on("data", (chunk: Buffer) => bLog.push(...chunk.toString().split("\n").filter(Boolean)));
    b = await startTestShop("postgres", { env: { ...cached, LOG_LEVEL: "info" }, twinOf: a, logStream });
    await waitFor(listenerCount, 2, 5000);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("a change announced by one process is seen by the other within a second", async () => {
    const product = await plainProduct(a);
    expect(await stockShownBy(a, product.slug)).toBe(product.quantity);
    expect(await stockShownBy(b, product.slug)).toBe(product.quantity);
    await a.database.db.execute(sql`update products set stock = stock - 1 where id = ${product.id}`);
    expect(await stockShownBy(b, product.slug)).toBe(product.quantity); // B serves its cached response
    await a.app.clearCatalogueCache();
    expect(await stockShownBy(a, product.slug)).toBe(product.quantity - 1);
    const tookMs = await waitFor(() => stockShownBy(b, product.slug), product.quantity - 1);
    console.info(`B saw the announced change after ${tookMs} ms`);
  });

  it("an order placed through one process shows its stock change on the other", async () => {
    const product = await plainProduct(a, { stock: 2, skip: 1 });
    const before = await stockShownBy(b, product.slug);
    expect(await stockShownBy(a, product.slug)).toBe(before);
    const shopper = await newShopper(a.url, { email: "signal@example.com", name: "Signal" });
    expect((await shopper.call("POST", "/api/orders", pickupOrder(product.id))).status).toBe(201);
    const tookMs = await waitFor(() => stockShownBy(b, product.slug), before - 1);
    console.info(`B saw the order's stock change after ${tookMs} ms`);
  });

  it("keeps working after the listener's connection is killed: it reconnects and hears later changes", async () => {
    const killed = await listeners();
    expect(killed).toHaveLength(2);
    for (const pid of killed) await a.database.db.execute(sql`select pg_terminate_backend(${pid}::int)`);
    // Both processes reconnect on their own: two new listening backends, none of the old ones.
    await waitFor(
      async () => {
        const now = await listeners();
        return now.length === 2 && now.every((pid) => !killed.includes(pid));
      },
      true,
      5000,
    );

    const product = await plainProduct(a, { skip: 2 });
    expect(await stockShownBy(a, product.slug)).toBe(product.quantity);
    expect(await stockShownBy(b, product.slug)).toBe(product.quantity);
    await a.database.db.execute(sql`update products set stock = stock - 1 where id = ${product.id}`);
    expect(await stockShownBy(b, product.slug)).toBe(product.quantity); // cached: the reconnection clear came before
    await a.app.clearCatalogueCache();
    await waitFor(() => stockShownBy(b, product.slug), product.quantity - 1);

    // One outage, one warning and one recovery line, naming no connection details.
    const about = (text: string) => bLog.filter((line) => line.includes(text));
    expect(about("change listener lost its database connection")).toHaveLength(1);
    expect(about("change listener is connected again")).toHaveLength(1);
    expect(about("postgres://")).toEqual([]);
  });
});
