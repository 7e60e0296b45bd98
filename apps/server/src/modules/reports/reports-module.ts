// The reports module registers itself: how the shop is doing, for the owner's desk (decision 057).
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database";
import type { OwnerCheck, SessionService } from "../auth";
import { reportRoutes } from "./report-routes";
import { ReportService } from "./report-service";

export async function registerReports(
  app: FastifyInstance,
  needs: { db: Database; sessions: SessionService; owners: OwnerCheck },
): Promise<void> {
  const { db, sessions, owners } = needs;
  await app.register(reportRoutes, { prefix: "/api", sessions, owners, reports: new ReportService(db) });
}
