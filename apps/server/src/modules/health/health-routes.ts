// GET /api/health: whether this process can reach its database (monitoring, and balancers set up before the two
// below). GET /api/health/live: the process responds (a supervisor's liveness check). GET /api/health/ready: send it
// shoppers (a balancer's readiness check): 503 while its database is unreachable and from the shutdown signal on.
import { healthEndpoints } from "@mayil/core/api/health-endpoints";
import type { FastifyPluginAsync } from "fastify";
import { DATABASE_UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS } from "../../http/error-handler";
import { endpointServer } from "../../http/serve-endpoint";
import type { HealthService } from "./health-service";

export const healthRoutes: FastifyPluginAsync<{ health: HealthService }> = async (app, { health }) => {
  const serve = endpointServer(app);
  await serve(healthEndpoints.health, {
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
  await serve(healthEndpoints.live, {
    // Nothing but the response itself: a database outage must not make a supervisor restart every process.
    handler: async (_req, reply) => reply.header("cache-control", "no-store").send({ status: "alive" }),
  });
  await serve(healthEndpoints.ready, {
    handler: async (_req, reply) => {
      const readiness = await health.readiness();
      reply.header("cache-control", "no-store");
      if (readiness.ready) return reply.send({ status: "ready", database: "up", shutting_down: false });
      return reply.status(503).send({
        status: "not-ready",
        ...(readiness.database ? { database: readiness.database } : {}),
        shutting_down: readiness.shuttingDown,
        reason: readiness.reason,
      });
    },
  });
};
