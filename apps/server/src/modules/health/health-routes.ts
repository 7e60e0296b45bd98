// GET /api/health: whether this process can reach its database (for load balancers and monitoring).
import { healthResponseSchema } from "@mayil/core/catalogue-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { DatabaseHandle } from "../../db/database";
import { DATABASE_UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS } from "../../http/error-handler";

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["operations"],
        summary: "Reports whether the database is reachable",
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_req, reply) => {
      // isReachable() gives up with the pool's timeouts, so a partition answers 503 in seconds rather than hanging.
      const up = await database.isReachable();
      reply.header("cache-control", "no-store");
      if (up) return reply.send({ status: "ok", database: "up", database_kind: database.kind });
      return reply.status(503).header("retry-after", String(RETRY_AFTER_SECONDS)).send({
        status: "unavailable",
        database: "down",
        database_kind: database.kind,
        error: DATABASE_UNAVAILABLE_MESSAGE,
      });
    },
  );
};
