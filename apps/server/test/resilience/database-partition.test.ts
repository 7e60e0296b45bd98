// A network partition between the shop and PostgreSQL (a proxy that stops forwarding bytes but keeps the sockets
// open): health, the catalogue, the cart and orders respond with 503 JSON with Retry-After within 5 s instead of hanging,
// and once the network is back the same process serves and takes orders again.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "../../src/db/database-errors";
import { plainProduct, setStock } from "../shop-fixtures";
import { newShopper } from "../sign-in";
import { useTestShop } from "../test-app";
import { testDatabaseUrl } from "../test-env";
import { bearer, isUnavailableResponse, orderRequest, type Response, send } from "./fault-responses";
import { type PartitionProxy, startPartitionProxy } from "./partition-proxy";

const serverUrl = testDatabaseUrl;
/** The behaviour promised to shoppers and load balancers; the pool's timeouts are about 3 s. */
const RESPONSE_WITHIN_MS = 5000;

describe.skipIf(!serverUrl)("a network partition to the database (postgres)", () => {
  let proxy: PartitionProxy | undefined;
  beforeAll(async () => {
    proxy = await startPartitionProxy(serverUrl ?? "");
  });
  afterAll(() => proxy?.close());
  const shop = useTestShop("postgres", {
    env: { CATALOGUE_CACHE_SECONDS: "0" },
    databaseUrl: (url) => {
      if (!proxy) throw new Error("the proxy has not started");
      return proxy.through(url);
    },
  });

  it("responds with 503 within 5 s while partitioned and recovers after", async () => {
    const partition = proxy as PartitionProxy;
    const product = await plainProduct(shop, { stock: 1 });
    await setStock(shop, product.id, 100);
    const shopper = await newShopper(shop.url, { email: "partition@example.com", name: "Partition" });
    let key = 0;
    const everything = () =>
      Promise.all([
        send("GET /api/health", `${shop.url}/api/health`),
        send("GET /api/products", `${shop.url}/api/products?limit=24&search=ring`),
        send("GET /api/cart", `${shop.url}/api/cart`, bearer(shopper.token)),
        send("POST /api/orders", `${shop.url}/api/orders`, orderRequest(shopper.token, product.id, `part-${++key}`)),
      ]);
    const statuses = (responses: Response[]) => responses.map((a) => `${a.what} ${a.status}`);

    // Before: the pool holds open connections, which the partition will leave hanging.
    const before = await everything();
    expect(statuses(before)).toEqual([
      "GET /api/health 200",
      "GET /api/products 200",
      "GET /api/cart 200",
      "POST /api/orders 201",
    ]);

    // Every connection of the pool open and idle, so the partition leaves all ten hanging.
    await Promise.all(Array.from({ length: 10 }, () => shop.database.db.execute(sql`select pg_sleep(0.2)`)));
    partition.pause();
    let during: Response[][];
    let transactions: PromiseSettledResult<unknown>[];
    try {
      // More transactions than the pool has connections, each stuck at BEGIN: drizzle never releases a client whose
      // BEGIN failed, so unless the pool takes them back itself it is empty once the network returns.
      const stuckAtBegin = Promise.allSettled(
        Array.from({ length: 12 }, () => shop.database.db.transaction((tx) => tx.execute(sql`select 1`))),
      );
      // The first round meets the hanging connections (query timeout); the second needs new ones (connect timeout).
      during = [await everything(), await everything()];
      transactions = await stuckAtBegin;
    } finally {
      partition.resume();
    }
    for (const round of during) {
      for (const response of round) {
        expect(
          isUnavailableResponse(response),
          `${response.what}: ${response.status} ${JSON.stringify(response.body)}`,
        ).toBe(true);
        expect(response.ms, response.what).toBeLessThan(RESPONSE_WITHIN_MS);
      }
    }
    for (const settled of transactions) {
      expect(settled.status === "rejected" && isDatabaseUnavailable(settled.reason)).toBe(true);
    }
    const slowest = Math.max(...during.flat().map((a) => a.ms));
    console.info(
      `partition: ${during.flat().length} requests, all 503; ${during
        .map((round) => round.map((a) => `${a.what} ${Math.round(a.ms)} ms`).join(", "))
        .join(" | ")}; slowest ${Math.round(slowest)} ms`,
    );

    const after = await everything();
    expect(statuses(after)).toEqual([
      "GET /api/health 200",
      "GET /api/products 200",
      "GET /api/cart 200",
      "POST /api/orders 201",
    ]);
    // The whole pool is back: as many orders at once as it has connections and more.
    const rush = await Promise.all(
      Array.from({ length: 12 }, () =>
        send("POST /api/orders", `${shop.url}/api/orders`, orderRequest(shopper.token, product.id, `part-${++key}`)),
      ),
    );
    expect(rush.map((a) => a.status)).toEqual(Array(12).fill(201));
  }, 40_000);
});
