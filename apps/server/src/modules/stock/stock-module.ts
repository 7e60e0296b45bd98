// The stock module registers itself: the owner's stock adjustments and the ledger's reads under /api, and the watch
// that tells the owner of a piece running out, whichever change took it there (running-out.ts).
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database";
import type { RouteGuards } from "../../http/route-guards";
import { type AlertRaiser, runningOutAlert } from "../alerts";
import { watchStock } from "./running-out";
import { stockRoutes } from "./stock-routes";
import { StockService } from "./stock-service";

export async function registerStock(
  app: FastifyInstance,
  needs: {
    db: Database;
    guards: RouteGuards;
    /** Awaited after a committed change, so every process's cached catalogue shows the new count. */
    onStockChanged: () => void | Promise<void>;
    /** LOW_STOCK_THRESHOLD: a piece going from above it to at or below it (or to 0) is running out. */
    lowStockThreshold: number;
    alerts?: AlertRaiser;
  },
) {
  const { alerts } = needs;
  if (alerts) {
    watchStock(needs.db, {
      threshold: needs.lowStockThreshold,
      onRunningOut: (pieces) => {
        for (const piece of pieces) void alerts.raise(runningOutAlert(piece));
      },
    });
  }
  const stock = new StockService(needs.db, needs.onStockChanged);
  await app.register(stockRoutes, { prefix: "/api", guards: needs.guards, stock });
}
