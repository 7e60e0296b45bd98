// The orders module registers itself: the shopper's orders, the owner's changes and reads, and the order expiry on its
// schedule (every process runs it; the claim with SKIP LOCKED makes each order expire exactly once). Returns what
// others use: the orders service (a shopper's own invoices), the owner's orders (the packing slip), the expiry (run at
// once by tests), its part of a shopper's account data (account-orders.ts: her orders, kept without her on deletion)
// and the reads of a customer's orders the customers module serves the desk from (a customer is made of her orders,
// decision 058).
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config";
import type { Database } from "../../db/database";
import type { ShopEvents } from "../../events/event-bus";
import type { OwnerCheck, RouteGuards } from "../../http/route-guards";
import type { CustomerOrders } from "../customers";
import type { OrderPart } from "../fulfilment";
import type { AccountDataPart } from "../users";
import { accountOrders } from "./account-orders";
import type { CodRulesRead } from "./cash-on-delivery-choice";
import { customerOrders } from "./customer-orders";
import { OrderDeskReads } from "./order-desk-reads";
import { OrderExpiry, scheduleOrderExpiry } from "./order-expiry";
import { orderPart } from "./order-part";
import { orderRoutes } from "./order-routes";
import { OrderService, type PlaceOfPin, type ShopperRecords } from "./order-service";
import { ownerDeskReadRoutes } from "./owner-desk-read-routes";
import { ownerOrderRoutes } from "./owner-order-routes";
import { OwnerOrderService } from "./owner-order-service";

export async function registerOrders(
  app: FastifyInstance,
  needs: {
    db: Database;
    config: Pick<Config, "shop" | "limits" | "publicUrl" | "owners">;
    guards: RouteGuards;
    /** The owner's orders are held to no share of a piece (decision 038). */
    owners: OwnerCheck;
    /** Where the orders tell what happened: orders placed, payments, orders about to expire, stock changed (decision 077). */
    events: ShopEvents;
    /** The profiles (a phone given at checkout) and the cart (what was ordered leaves it), from users and the cart. */
    shopper: ShopperRecords;
    /** India Post's directory: the city and state of an order sent with its PIN code alone. */
    places?: PlaceOfPin;
    /** The owner's rules for cash on delivery, from the cash-on-delivery module (which imports orders). */
    codRules?: CodRulesRead;
  },
): Promise<{
  orders: OrderService;
  ownerOrders: OwnerOrderService;
  expiry: OrderExpiry;
  accountData: AccountDataPart<"orders">;
  /** What fulfilment's and payments' changes need of orders (timeline, figures, messages, view), handed to them. */
  orderPart: OrderPart;
  /** The reads of a customer's orders, handed to the customers module, which orders imports to keep her figures. */
  customerOrders: CustomerOrders;
}> {
  const { db, config, guards, owners, events, shopper, places, codRules } = needs;
  const orders = new OrderService(db, config.shop, config.limits, owners, events, shopper, places, codRules);
  const context = { db, shop: config.shop, publicUrl: config.publicUrl, events };
  const ownerOrders = new OwnerOrderService(context);
  const reads = new OrderDeskReads(db, config.owners.lowStockThreshold, config.limits.orderHoldSharePercent);
  const expiry = new OrderExpiry(db, config.limits.orderHoldHours, events);
  const schedule = scheduleOrderExpiry(expiry, config.limits.orderExpiryCheckMs, app.log);
  app.addHook("onReady", async () => schedule.start());
  app.addHook("onClose", async () => schedule.stop());

  await app.register(orderRoutes, { prefix: "/api", guards, orders, limits: config.limits });
  await app.register(ownerOrderRoutes, { prefix: "/api", guards, ownerOrders });
  await app.register(ownerDeskReadRoutes, { prefix: "/api", guards, reads });
  return {
    orders,
    ownerOrders,
    expiry,
    accountData: accountOrders(orders),
    orderPart: orderPart(context),
    customerOrders: customerOrders(db),
  };
}
