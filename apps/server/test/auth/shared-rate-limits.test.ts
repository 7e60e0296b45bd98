// Rate limits shared through Redis (REDIS_URL): two server processes of one shop count a shopper's attempts
// together (sign-in by address, orders and cart changes by signed-in shopper), and a Redis that is gone lets sign-in
// go on instead of failing it. Runs when TEST_REDIS_URL is set (the per-shopper ones also need TEST_DATABASE_URL).
import { randomUUID } from "node:crypto";
import type { SessionTokens } from "@mayil/core/account/account-schemas";
import { describe, expect, it } from "vitest";
import { pickupOrder, plainProduct, setStock } from "../shop-fixtures";
import { asShopper, newShopper } from "../sign-in";
import { useTestShop } from "../test-app";
import { testDatabaseUrl, testRedisUrl } from "../test-env";

const AUTH_SECRET = "test-secret-for-the-rate-limit-tests-0123456789";
const redisUrl = testRedisUrl;

const refresh = async (shopUrl: string) =>
  (
    await asShopper<SessionTokens & { error?: string }>(shopUrl, null, "POST", "/api/auth/refresh", {
      refresh_token: "x".repeat(43),
    })
  ).status;

describe.runIf(redisUrl)("rate limits in Redis", () => {
  // Both processes serve the same shop (one public address); a fresh address per run keeps runs apart.
  const env = {
    AUTH_SECRET,
    AUTH_RATE_LIMIT_PER_MINUTE: "3",
    REDIS_URL: redisUrl ?? "",
    PUBLIC_URL: `http://shop-${randomUUID()}.test`,
  };
  const first = useTestShop("pglite", { seed: false, env });
  const second = useTestShop("pglite", { seed: false, env });

  it("are counted across the shop's processes", async () => {
    const statuses = [
      await refresh(first.url),
      await refresh(second.url),
      await refresh(first.url),
      await refresh(second.url),
      await refresh(first.url),
    ];
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});

describe.runIf(redisUrl && testDatabaseUrl)("per-shopper rate limits in Redis", () => {
  // Two processes of one shop on one PostgreSQL database, so a shopper's token works on both.
  const env = {
    ORDER_RATE_LIMIT_PER_MINUTE: "3",
    CART_RATE_LIMIT_PER_MINUTE: "3",
    MAX_OPEN_ORDERS: "100",
    REDIS_URL: redisUrl ?? "",
  };
  const first = useTestShop("postgres", { env });
  const second = useTestShop("postgres", { env, twinOf: first });

  it("count a shopper's orders and cart changes across the processes, and only that shopper's", async () => {
    const product = await plainProduct(first, { stock: 5 });
    await setStock(first, product.id, 100);
    // The counts are keyed by user id, and each throwaway database starts its ids at 1 again while Redis keeps counts
    // for a minute: start this run's ids somewhere no recent run has been.
    const firstId = 1_000_000 + Math.floor(Math.random() * 2_000_000_000);
    await first.database.db.execute(`select setval('users_id_seq', ${firstId})`);
    const quick = await newShopper(first.url, { email: "quick@example.com", name: "Quick" });
    const other = await newShopper(first.url, { email: "other@example.com", name: "Other" });
    const order = pickupOrder(product.id, { name: "Quick" });
    const orderAt = async (url: string, token: string) =>
      (await asShopper(url, token, "POST", "/api/orders", order)).status;
    const addAt = async (url: string, token: string) =>
      (await asShopper(url, token, "POST", "/api/cart", { product_id: product.id, quantity: 1 })).status;

    expect([
      await orderAt(first.url, quick.token),
      await orderAt(second.url, quick.token),
      await orderAt(first.url, quick.token),
      await orderAt(second.url, quick.token),
    ]).toEqual([201, 201, 201, 429]);
    expect([await orderAt(second.url, other.token), await orderAt(first.url, other.token)]).toEqual([201, 201]);

    expect([
      await addAt(second.url, quick.token),
      await addAt(first.url, quick.token),
      await addAt(second.url, quick.token),
      await addAt(first.url, quick.token),
    ]).toEqual([200, 200, 200, 429]);
    expect(await addAt(second.url, other.token)).toBe(200);
  });
});

describe.runIf(redisUrl)("rate limits when Redis is gone", () => {
  const shop = useTestShop("pglite", {
    seed: false,
    env: { AUTH_SECRET, AUTH_RATE_LIMIT_PER_MINUTE: "1", REDIS_URL: "redis://127.0.0.1:1" },
  });

  it("lapse, and sign-in responds as usual rather than failing", async () => {
    expect([await refresh(shop.url), await refresh(shop.url)]).toEqual([401, 401]);
  });
});

describe("REDIS_URL", () => {
  it("must be a redis:// address", async () => {
    const { loadConfig } = await import("../../src/config");
    expect(() => loadConfig({ REDIS_URL: "localhost:6379" })).toThrow(
      "Invalid configuration: REDIS_URL: must be a redis:// or rediss:// URL (leave it unset to count in each process)",
    );
    expect(loadConfig({ REDIS_URL: "redis://127.0.0.1:6379" }).auth.rateLimitRedisUrl).toBe("redis://127.0.0.1:6379");
    expect(loadConfig({}).auth.rateLimitRedisUrl).toBeNull();
  });
});
