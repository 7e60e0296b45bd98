// The health module registers itself: liveness and readiness under /api.
import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../../db/database";
import type { Draining } from "../../http/draining";
import { healthRoutes } from "./health-routes";
import { HealthService } from "./health-service";

export async function registerHealth(app: FastifyInstance, needs: { database: DatabaseHandle; draining: Draining }) {
  await app.register(healthRoutes, { prefix: "/api", health: new HealthService(needs.database, needs.draining) });
}
