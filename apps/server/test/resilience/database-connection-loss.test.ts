// PostgreSQL ending the shop's connections while shoppers order and browse: every response is a success, a 4xx or
// the 503 JSON (never a 500 or a dropped socket), the process lives on, orders work again at once, and stock went
// down by exactly the units of the orders that were confirmed.
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { plainProduct, setStock, stockOf } from "../shop-fixtures";
import { newShopper } from "../sign-in";
import { useTestShop } from "../test-app";
import { testDatabaseUrl } from "../test-env";
import {
  bearer,
  brokenResponses,
  isUnavailableResponse,
  orderRequest,
  type Response,
  send,
  sleep,
} from "./fault-responses";

const serverUrl = testDatabaseUrl;
const SHOPPERS = 6;
const TERMINATIONS = 4;

describe.skipIf(!serverUrl)("losing database connections mid-load (postgres)", () => {
  const shop = useTestShop("postgres", { env: { CATALOGUE_CACHE_SECONDS: "0" } });

  async function terminateShopBackends(admin: pg.Client, database: string): Promise<number> {
    const result = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [database],
    );
    return result.rowCount ?? 0;
  }

  it("survives pg_terminate_backend during concurrent orders and catalogue reads", async () => {
    const product = await plainProduct(shop, { stock: 1 });
    await setStock(shop, product.id, 10_000);
    const stockBefore = await stockOf(shop, product.id);
    const shoppers = await Promise.all(
      Array.from({ length: SHOPPERS }, (_, i) =>
        newShopper(shop.url, { email: `loss${i}@example.com`, name: `Loss ${i}` }),
      ),
    );
    const { rows } = (await shop.database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const databaseName = rows[0]?.name ?? "";
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();

    const responses: Response[] = [];
    const orderKeys = new Map<string, string>(); // idempotency key -> token
    let running = true;
    let n = 0;
    const orderLoop = async (token: string) => {
      while (running) {
        const key = `loss-${++n}`;
        orderKeys.set(key, token);
        responses.push({
          ...(await send("POST /api/orders", `${shop.url}/api/orders`, orderRequest(token, product.id, key))),
          what: key,
        });
      }
    };
    const readLoop = async (token: string) => {
      while (running) {
        responses.push(await send("GET /api/products", `${shop.url}/api/products?limit=24&sort=newest`));
        responses.push(await send("GET /api/cart", `${shop.url}/api/cart`, bearer(token)));
      }
    };
    const loops = [...shoppers.map((s) => orderLoop(s.token)), ...shoppers.slice(0, 2).map((s) => readLoop(s.token))];

    let terminated = 0;
    try {
      for (let round = 0; round < TERMINATIONS; round++) {
        await sleep(400);
        terminated += await terminateShopBackends(admin, databaseName);
      }
      await sleep(400);
    } finally {
      running = false;
      await Promise.all(loops);
      await admin.end();
    }

    // A shopper whose order got the 503 tries again with the same key: it is placed now, or it had been placed
    // after all (a commit whose response was lost) and comes back as that same order.
    const unanswered = responses.filter((a) => a.what.startsWith("loss-") && a.status !== 201);
    const retries = await Promise.all(
      unanswered.map(async (a) =>
        send(a.what, `${shop.url}/api/orders`, orderRequest(orderKeys.get(a.what) ?? "", product.id, a.what)),
      ),
    );
    const placedKeys = new Set([...responses, ...retries].filter((a) => a.status === 201).map((a) => a.what));

    const broken = brokenResponses(responses);
    const unavailable = responses.filter(isUnavailableResponse);
    const orderResponses = responses.filter((a) => a.what.startsWith("loss-"));
    console.info(
      `connection loss: ${responses.length} requests (${orderResponses.length} orders) during ${TERMINATIONS} rounds ` +
        `killing ${terminated} backends; ${unavailable.length} responded 503, ${broken.length} broken, ` +
        `${orderResponses.filter((a) => a.status === 201).length} orders placed at once, ` +
        `${retries.filter((a) => a.status === 201).length}/${retries.length} retries placed`,
    );
    expect(terminated).toBeGreaterThan(0);
    expect(broken).toEqual([]);
    for (const a of responses) expect(a.status === 503 || a.status < 400).toBe(true);
    expect(retries.every((a) => a.status === 201)).toBe(true);

    // The same process goes on: health, and a new order from a shopper who was there all along.
    expect((await send("health", `${shop.url}/api/health`)).status).toBe(200);
    const after = await send(
      "after",
      `${shop.url}/api/orders`,
      orderRequest(shoppers[0]?.token ?? "", product.id, "loss-after"),
    );
    expect(after.status).toBe(201);
    placedKeys.add("loss-after");

    // Each confirmed order took exactly its one unit, and no unconfirmed one took any.
    expect(stockBefore - (await stockOf(shop, product.id))).toBe(placedKeys.size);
    const counted = (await shop.database.db.execute(
      sql`select count(*)::int as orders from order_items where product_id = ${product.id}`,
    )) as unknown as { rows: { orders: number }[] };
    expect(counted.rows[0]?.orders).toBe(placedKeys.size);
  }, 60_000);
});
