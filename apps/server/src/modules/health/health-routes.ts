// GET /api/health: whether this process can reach its database (for load balancers and monitoring).
import { operationsEndpoints } from "@mayil/core/api/shop-endpoints";
import type { FastifyPluginAsync } from "fastify";
import type { DatabaseHandle } from "../../db/database";
import { DATABASE_UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS } from "../../http/error-handler";
import { endpointServer } from "../../http/serve-endpoint";

export const healthRoutes: FastifyPluginAsync<{ database: DatabaseHandle }> = async (app, { database }) => {
  await endpointServer(app)(operationsEndpoints.health, {
    handler: async (_req, reply) => {
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
  });
};
