// The fulfilment module registers itself: the desk's shipment correction, the couriers it offers and the returns.
// Orders hands it what a change of an order needs of orders (order-part.ts), since orders imports fulfilment and not
// the other way; app.ts the invoices' credit notes, since the invoices read the returns.
import type { FastifyInstance } from "fastify";
import type { ShopIdentity } from "../../config";
import type { Database, Transaction } from "../../db/database";
import type { ShopEvents } from "../../events/event-bus";
import type { RouteGuards } from "../../http/route-guards";
import { fulfilmentRoutes } from "./fulfilment-routes";
import { FulfilmentService } from "./fulfilment-service";
import type { OrderPart } from "./order-part";

export async function registerFulfilment(
  app: FastifyInstance,
  needs: {
    db: Database;
    shop: ShopIdentity;
    guards: RouteGuards;
    events: ShopEvents;
    orders: OrderPart;
    issueCreditNotes(tx: Transaction, orderId: number, byUserId: number | null): Promise<unknown>;
  },
): Promise<void> {
  const fulfilment = new FulfilmentService({
    db: needs.db,
    shop: needs.shop,
    events: needs.events,
    orders: needs.orders,
    issueCreditNotes: needs.issueCreditNotes,
  });
  await app.register(fulfilmentRoutes, { prefix: "/api", guards: needs.guards, fulfilment });
}
