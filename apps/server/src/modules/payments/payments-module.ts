// The payments module registers itself: the desk's payments and refunds of orders and their voids. Orders hands it
// what a change of an order needs of orders (fulfilment/order-part.ts), and app.ts the invoices' credit notes, since
// orders and the invoices read payments' records and so import payments, not the other way (decision 079).
import type { FastifyInstance } from "fastify";
import type { ShopIdentity } from "../../config";
import type { Database } from "../../db/database";
import type { ShopEvents } from "../../events/event-bus";
import type { RouteGuards } from "../../http/route-guards";
import type { OrderPart } from "../fulfilment";
import type { PaymentContext } from "./payment-context";
import { paymentsRoutes } from "./payments-routes";
import { PaymentService } from "./payments-service";

export async function registerPayments(
  app: FastifyInstance,
  needs: {
    db: Database;
    shop: ShopIdentity;
    guards: RouteGuards;
    events: ShopEvents;
    orders: OrderPart;
    issueCreditNotes: PaymentContext["issueCreditNotes"];
  },
): Promise<{ payments: PaymentService }> {
  const { db, shop, guards, events, orders, issueCreditNotes } = needs;
  const payments = new PaymentService({ db, shop, events, orders, issueCreditNotes });
  await app.register(paymentsRoutes, { prefix: "/api", guards, payments });
  return { payments };
}
