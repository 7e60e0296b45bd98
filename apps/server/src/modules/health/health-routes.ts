// GET /api/health: whether this process can reach its database (for load balancers and monitoring).
import { operationsEndpoints } from "@mayil/core/api/shop-endpoints";
import type { FastifyPluginAsync } from "fastify";
import { DATABASE_UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS } from "../../http/error-handler";
import { endpointServer } from "../../http/serve-endpoint";
import type { HealthService } from "./health-service";

export const healthRoutes: FastifyPluginAsync<{ health: HealthService }> = async (app, { health }) => {
  await endpointServer(app)(operationsEndpoints.health, {
    handler: async (_req, reply) => {
      const database = await health.databaseHealth();
      reply.header("cache-control", "no-store");
      if (database.up) return reply.send({ status: "ok", database: "up", database_kind: database.kind });
      return reply.status(503).header("retry-after", String(RETRY_AFTER_SECONDS)).send({
        status: "unavailable",
        database: "down",
        database_kind: database.kind,
        error: DATABASE_UNAVAILABLE_MESSAGE,
      });
    },
  });
};
