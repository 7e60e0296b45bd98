// A payment the gateway captured, recorded on the shop's order (decision 082): by the gateway's word only (a signed
// webhook, or the shop's own question to the gateway), never the browser's. Recorded once, whichever way the shop hears
// of it first, and whatever the order owes: money the shopper paid is the shop's to record, and what is beyond what the
// order is worth shows as owed back (refundOwedPaise), as for an order paid and then cancelled.
import { UPI_REFERENCE } from "@mayil/core/orders/order-payments";
import { and, eq, isNull } from "drizzle-orm";
import type { Transaction } from "../../db/database";
import { lockOrder } from "../../db/lock-order";
import type { PaymentContext } from "./payment-context";
import type { GatewayPayment } from "./payment-gateway";
import { upiPaymentOf } from "./payment-reads";
import { writePayment } from "./payment-writes";
import { gatewayOrders, orderPayments } from "./payments-tables";

/** What became of a payment the gateway reported. */
export type Confirmation =
  /** Recorded now. */
  | "recorded"
  /** Found recorded already: the same payment heard of twice, or a UTR the owner typed, now joined to it. */
  | "known"
  /** Not money: failed, or only authorised. Nothing to record. */
  | "not-money"
  /** For no gateway order of this shop's that it knows yet: kept for the sweep to try again. */
  | "unknown";

/**
 * Records `payment` on the order its gateway order (or payment link, `linkId`) was made for, in `tx`, under the
 * order's lock. The gateway's payment id is unique on the records, so a second telling finds the first; a UPI
 * payment whose bank reference the owner already typed by hand is that record, which then takes the gateway's id.
 */
export async function confirmGatewayPayment(
  tx: Transaction,
  context: Pick<PaymentContext, "orders" | "events">,
  gateway: { name: string; label: string },
  payment: GatewayPayment,
  linkId: string | null = null,
): Promise<Confirmation> {
  // A refunded payment was captured first: its money came, and its refund is a refund of its own.
  if (payment.status !== "captured" && payment.status !== "refunded") return "not-money";
  // Heard of before (the webhook, then the sweep; a payment link's payment.captured after its payment_link.paid).
  const isKnown = async () =>
    (
      await tx
        .select({ id: orderPayments.id })
        .from(orderPayments)
        .where(eq(orderPayments.gatewayPaymentId, payment.id))
    ).length > 0;
  if (await isKnown()) return "known";
  const madeFor = linkId ?? payment.orderId;
  if (!madeFor) return "unknown";
  const [made] = await tx
    .select({ id: gatewayOrders.id, orderId: gatewayOrders.orderId })
    .from(gatewayOrders)
    .where(and(eq(gatewayOrders.gateway, gateway.name), eq(gatewayOrders.gatewayId, madeFor)));
  if (!made) return "unknown";

  // Lock 2 of the lock order: the order's payments take turns, the desk's and the gateway's alike.
  const row = await lockOrder(tx, made.orderId);
  if (!row) return "unknown";
  await tx
    .update(gatewayOrders)
    .set({ paidAt: new Date().toISOString() })
    .where(and(eq(gatewayOrders.id, made.id), isNull(gatewayOrders.paidAt)));
  // Asked again under the lock: another telling of the same payment may have recorded it while this one waited.
  if (await isKnown()) return "known";

  const utr = payment.upiReference && UPI_REFERENCE.test(payment.upiReference) ? payment.upiReference : null;
  if (utr) {
    const typed = await upiPaymentOf(tx, utr);
    if (typed) {
      // The owner saw the screenshot first and typed this UTR: the same money, so the gateway's id joins her record.
      await tx.update(orderPayments).set({ gatewayPaymentId: payment.id }).where(eq(orderPayments.id, typed.id));
      return "known";
    }
  }

  await writePayment(
    tx,
    context,
    row,
    await context.orders.amountDue(tx, row),
    { method: payment.method === "upi" ? "upi" : "online", amount: payment.amountPaise, reference: utr },
    { owner: null, gateway: { label: gateway.label, paymentId: payment.id, method: payment.method } },
  );
  return "recorded";
}
