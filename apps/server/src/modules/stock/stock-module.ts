// The stock module registers itself: the owner's stock adjustments and the ledger's reads under /api, and the watch
// that publishes a piece running out, whichever change took it there (running-out.ts).
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database";
import type { ShopEvents } from "../../events/event-bus";
import type { RouteGuards } from "../../http/route-guards";
import type { OrderNumbers } from "./order-numbers";
import { watchStock } from "./running-out";
import { stockRoutes } from "./stock-routes";
import { StockService } from "./stock-service";

export async function registerStock(
  app: FastifyInstance,
  needs: {
    db: Database;
    guards: RouteGuards;
    /** Where stock changed and pieces running out are told (decision 077). */
    events: ShopEvents;
    /** LOW_STOCK_THRESHOLD: a piece going from above it to at or below it (or to 0) is running out. */
    lowStockThreshold: number;
    /** Orders' numbers by id, for the ledger (orders' orderNumbersOf, handed in by app.ts). */
    orderNumbers: OrderNumbers;
  },
) {
  const { events } = needs;
  watchStock(needs.db, {
    threshold: needs.lowStockThreshold,
    // Named after the commit (running-out.ts), so told at once.
    onRunningOut: (pieces) => void events.publish(null, { name: "stock-running-out", pieces }),
  });
  const stock = new StockService(needs.db, events, needs.orderNumbers);
  await app.register(stockRoutes, { prefix: "/api", guards: needs.guards, stock });
}
