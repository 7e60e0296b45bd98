// The payments module registers itself: the desk's payments and refunds of orders and their voids, and with the
// gateway's keys the gateway's webhooks (decision 082). Orders hands it
// what a change of an order needs of orders (fulfilment/order-part.ts), and app.ts the invoices' credit notes, since
// orders and the invoices read payments' records and so import payments, not the other way (decision 079).
import type { FastifyInstance } from "fastify";
import type { RazorpayKeys, ShopIdentity } from "../../config";
import type { Database } from "../../db/database";
import type { ShopEvents } from "../../events/event-bus";
import type { RouteGuards } from "../../http/route-guards";
import type { OrderPart } from "../fulfilment";
import { type Swept, scheduleGatewaySweep, sweepGateway } from "./gateway-sweep";
import { gatewayWebhookRoutes } from "./gateway-webhook-routes";
import { onlinePaymentRoutes } from "./online-payment-routes";
import type { PaymentContext } from "./payment-context";
import { paymentLinkRoutes } from "./payment-link-routes";
import { paymentsRoutes } from "./payments-routes";
import { PaymentService } from "./payments-service";
import { razorpayGateway } from "./razorpay-gateway";

/** How often each process sweeps: what it asks about is due only after PAYMENT_CHECK_AFTER_MINUTES. */
const SWEEP_EVERY_MS = 60_000;

export async function registerPayments(
  app: FastifyInstance,
  needs: {
    db: Database;
    shop: ShopIdentity;
    guards: RouteGuards;
    events: ShopEvents;
    orders: OrderPart;
    issueCreditNotes: PaymentContext["issueCreditNotes"];
    /** The payment gateway's keys; null: payments are the desk's only, as before (decision 082). */
    razorpay: RazorpayKeys | null;
  },
): Promise<{
  payments: PaymentService;
  /** Sweeps the gateway now (it also sweeps every minute); null without the gateway's keys. */
  sweep(): Promise<Swept | null>;
}> {
  const { db, shop, guards, events, orders, issueCreditNotes } = needs;
  const gateway = needs.razorpay ? razorpayGateway(needs.razorpay) : null;
  const payments = new PaymentService({ db, shop, events, orders, issueCreditNotes, gateway });
  await app.register(paymentsRoutes, { prefix: "/api", guards, payments });
  await app.register(onlinePaymentRoutes, { prefix: "/api", guards, context: { db, orders, shop, events }, gateway });
  await app.register(paymentLinkRoutes, { prefix: "/api", guards, context: { db, orders, shop }, gateway });
  if (!gateway || !needs.razorpay) return { payments, sweep: async () => null };
  const gatewayEvents = { db, orders, events, gateway, issueCreditNotes };
  await app.register(gatewayWebhookRoutes, { prefix: "/api", events: gatewayEvents });
  const sweep = () => sweepGateway(gatewayEvents, { afterMinutes: needs.razorpay?.checkAfterMinutes ?? 5 });
  const schedule = scheduleGatewaySweep(sweep, SWEEP_EVERY_MS, app.log);
  app.addHook("onReady", async () => schedule.start());
  app.addHook("onClose", async () => schedule.stop());
  return { payments, sweep };
}
