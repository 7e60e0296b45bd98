// Rate limits for the routes that opt in (the sign-in endpoints). With REDIS_URL the counts live in Redis, so
// several server processes behind a load balancer share one count per shopper's address; without it each process
// counts on its own.
import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { TooManyRequests } from "../domain-errors";

export async function registerRateLimits(
  app: FastifyInstance,
  { redisUrl, publicUrl }: { redisUrl: string | null; publicUrl: string },
) {
  const redis = redisUrl ? connectRedis(app, redisUrl) : null;
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis
      ? {
          redis,
          // One shop, one count: processes of the same shop (same public address) share it, other shops on the same
          // Redis do not.
          nameSpace: `rate-limit:${publicUrl}:`,
          // Redis gone should not lock every shopper out of signing in: the limit lapses until it is back.
          skipOnError: true,
        }
      : {}),
    errorResponseBuilder: (_request, context) =>
      new TooManyRequests(`Too many attempts. Please wait ${context.after} and try again.`),
  });
}

function connectRedis(app: FastifyInstance, url: string): Redis {
  // Fail fast: a request waits at most one short retry for Redis, never the default twenty.
  const redis = new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1 });
  let warned = false;
  redis.on("error", (error: Error) => {
    // Once per outage, not once per reconnect attempt.
    if (!warned) app.log.warn(`rate-limit Redis unavailable (${error.message}); limits lapse until it is back`);
    warned = true;
  });
  redis.on("ready", () => {
    warned = false;
  });
  app.addHook("onClose", async () => {
    redis.disconnect();
  });
  return redis;
}
