// The shopper starts paying her order online (decision 082): the gateway's order for exactly what the order still
// owes, read on the server. The order's lock is held only to read what is owed, never across the call to the gateway,
// so a slow gateway keeps no desk change of the order waiting. A gateway order already made for the same amount and
// not paid is opened again (one per amount owed); a new one gets a receipt of its own (the gateway wants them unique).
import { isClosed } from "@mayil/core/orders/order-life-cycle";
import { and, desc, eq, isNull, type SQL } from "drizzle-orm";
import type { Database } from "../../db/database";
import { lockOrder } from "../../db/lock-order";
import { transactionWithRetry } from "../../db/transaction";
import { Conflict, GatewayUnavailable, InvalidInput, NotFound } from "../../domain-errors";
import { confirmGatewayPayment } from "./gateway-payments";
import type { PaymentContext } from "./payment-context";
import { GatewayError, type PaymentGateway } from "./payment-gateway";
import { gatewayOrders } from "./payments-tables";

/** The gateway id of the newest gateway order the shop made on `gateway` for the order that also meets `which`. */
async function madeForOrder(db: Database, orderId: number, gateway: PaymentGateway, ...which: SQL[]) {
  const [made] = await db
    .select({ gatewayId: gatewayOrders.gatewayId })
    .from(gatewayOrders)
    .where(and(eq(gatewayOrders.orderId, orderId), eq(gatewayOrders.gateway, gateway.name), ...which))
    .orderBy(desc(gatewayOrders.id))
    .limit(1);
  return made?.gatewayId;
}

export interface OnlinePayment {
  gateway: "razorpay";
  checkoutScript: string;
  keyId: string;
  gatewayOrderId: string;
  amountPaise: number;
  orderNumber: string;
}

export async function startOnlinePayment(
  context: Pick<PaymentContext, "db" | "orders">,
  gateway: PaymentGateway | null,
  shopperId: number,
  orderId: number,
): Promise<OnlinePayment> {
  const { orderNumber, due } = await context.db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId);
    // Another shopper's order is as good as none (docs/shop/rules.md: always her own rows).
    if (!row || row.userId !== shopperId) throw new NotFound(`Order ${orderId} was not found`);
    if (isClosed(row.status)) throw new Conflict(`${row.orderNumber} is ${row.status}: there is nothing to pay on it`);
    return { orderNumber: row.orderNumber, due: await context.orders.amountDue(tx, row) };
  });
  if (!gateway) throw new Conflict("The shop takes payment in the chat: pay by UPI to the shop's UPI id");
  if (due === 0) throw new Conflict(`${orderNumber} is already paid in full`);

  const open = await madeForOrder(
    context.db,
    orderId,
    gateway,
    eq(gatewayOrders.purpose, "checkout"),
    eq(gatewayOrders.amount, due),
    isNull(gatewayOrders.paidAt),
  );
  const paying = (gatewayOrderId: string) => ({
    gateway: "razorpay" as const,
    checkoutScript: gateway.checkoutScript,
    keyId: gateway.publicKey,
    gatewayOrderId,
    amountPaise: due,
    orderNumber,
  });
  if (open) return paying(open);

  // The order number and a stamp in base 36: unique without a count to race for, and within the gateway's 40.
  const receipt = `${orderNumber}-${Date.now().toString(36)}`;
  let made: Awaited<ReturnType<PaymentGateway["createOrder"]>>;
  try {
    made = await gateway.createOrder({ amountPaise: due, receipt, notes: { order_number: orderNumber } });
  } catch (error) {
    if (error instanceof GatewayError) throw new GatewayUnavailable();
    throw error;
  }
  await context.db.insert(gatewayOrders).values({
    orderId,
    gateway: gateway.name,
    gatewayId: made.id,
    purpose: "checkout",
    amount: due,
    receipt,
  });
  return paying(made.id);
}

/**
 * The checkout's word that she paid: its signature is checked against the gateway order the shop made for this order
 * (never an id the page chose), then the gateway itself is asked about the payment, and only its reply is recorded.
 * Confirmed false while the gateway does not reply: its webhook, or the sweep, records the payment when it comes.
 */
export async function confirmOnlinePayment(
  context: Pick<PaymentContext, "db" | "orders" | "events">,
  gateway: PaymentGateway | null,
  shopperId: number,
  orderId: number,
  paid: { gatewayOrderId: string; gatewayPaymentId: string; signature: string },
): Promise<{ confirmed: boolean }> {
  if (!(await context.orders.isShoppersOrder(context.db, orderId, shopperId))) {
    throw new NotFound(`Order ${orderId} was not found`);
  }
  const made =
    gateway && (await madeForOrder(context.db, orderId, gateway, eq(gatewayOrders.gatewayId, paid.gatewayOrderId)));
  if (!gateway || !made) throw new NotFound(`No online payment of this order is ${paid.gatewayOrderId}`);
  if (!gateway.isGatewaysCheckout(made, paid.gatewayPaymentId, paid.signature)) {
    throw new InvalidInput("The payment's signature does not match: it was not given by the gateway", "signature");
  }
  let payment: Awaited<ReturnType<PaymentGateway["payment"]>>;
  try {
    payment = await gateway.payment(paid.gatewayPaymentId);
  } catch (error) {
    if (error instanceof GatewayError) return { confirmed: false };
    throw error;
  }
  // A payment of another gateway order, even signed, pays that order and not this one.
  if (payment.orderId !== made) {
    throw new InvalidInput("That payment is not for this order", "gateway_payment_id");
  }
  const outcome = await transactionWithRetry(context.db, (tx) => confirmGatewayPayment(tx, context, gateway, payment));
  return { confirmed: outcome === "recorded" || outcome === "known" };
}
