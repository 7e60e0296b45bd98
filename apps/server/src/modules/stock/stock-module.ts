// The stock module registers itself: the owner's stock adjustments and the ledger's reads under /api.
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database";
import type { OwnerCheck, SessionService } from "../auth";
import { stockRoutes } from "./stock-routes";
import { StockService } from "./stock-service";

export async function registerStock(
  app: FastifyInstance,
  needs: {
    db: Database;
    sessions: SessionService;
    owners: OwnerCheck;
    /** Awaited after a committed change, so every process's cached catalogue shows the new count. */
    onStockChanged: () => void | Promise<void>;
  },
) {
  const stock = new StockService(needs.db, needs.onStockChanged);
  await app.register(stockRoutes, { prefix: "/api", sessions: needs.sessions, owners: needs.owners, stock });
}
