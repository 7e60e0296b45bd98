// The reports module registers itself: how the shop is doing, for the owner's desk (decision 057).
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database";
import type { RouteGuards } from "../../http/route-guards";
import { reportRoutes } from "./report-routes";
import { ReportService } from "./report-service";

export async function registerReports(
  app: FastifyInstance,
  needs: { db: Database; guards: RouteGuards },
): Promise<void> {
  const { db, guards } = needs;
  await app.register(reportRoutes, { prefix: "/api", guards, reports: new ReportService(db) });
}
