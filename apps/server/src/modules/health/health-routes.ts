// GET /api/health: whether this process can reach its database (for load balancers and monitoring).
import { healthResponseSchema } from "@mayil/core/catalogue-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { DatabaseHandle } from "../../db/database";

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
      const up = await database.isReachable();
      reply.header("cache-control", "no-store");
      return reply.status(up ? 200 : 503).send({
        status: up ? "ok" : "unavailable",
        database: up ? "up" : "down",
        database_kind: database.kind,
      });
    },
  );
};
