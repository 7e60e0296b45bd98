// Rate limits shared through Redis (REDIS_URL): two server processes of one shop count a shopper's attempts
// together, and a Redis that is gone lets sign-in go on instead of failing it. Runs when TEST_REDIS_URL is set.
import { randomUUID } from "node:crypto";
import type { SessionTokens } from "@mayil/core/account-schemas";
import { describe, expect, it } from "vitest";
import { asShopper } from "../sign-in";
import { useTestShop } from "../test-app";

const AUTH_SECRET = "test-secret-for-the-rate-limit-tests-0123456789";
const redisUrl = process.env.TEST_REDIS_URL;

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

describe.runIf(redisUrl)("rate limits when Redis is gone", () => {
  const shop = useTestShop("pglite", {
    seed: false,
    env: { AUTH_SECRET, AUTH_RATE_LIMIT_PER_MINUTE: "1", REDIS_URL: "redis://127.0.0.1:1" },
  });

  it("lapse, and sign-in answers as usual rather than failing", async () => {
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
