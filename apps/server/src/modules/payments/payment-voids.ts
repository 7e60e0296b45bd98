// Undoing a payment recorded by mistake (₹14 typed for ₹414, the wrong order): it is voided with the reason, never
// deleted. It stays in the order's payments, marked, and on the timeline; what was paid, what is owed and the payment
// status stop counting it, and a voided UPI frees its UTR to be recorded again. A payment that refunds rest on is not
// voided while they stand: the refunds recorded would then be more than what remains paid (decision 050, amended).

import { INDIA_TIME_ZONE } from "@mayil/core/calendar/iso-day";
import { Money, type Paise } from "@mayil/core/money/money";
import { PAYMENT_METHOD_LABELS } from "@mayil/core/orders/order-payments";
import type { OrderPayment, OwnerOrder } from "@mayil/core/orders/owner-schemas";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Transaction } from "../../db/database";
import { lockOrder } from "../../db/lock-order";
import { transactionWithRetry } from "../../db/transaction";
import { Conflict, NotFound } from "../../domain-errors";
import type { DeskOwner } from "../fulfilment";
import type { PaymentContext } from "./payment-context";
import { moneyMovedOf } from "./payment-reads";
import { orderPayments, orderRefunds } from "./payments-tables";

export async function voidPayment(
  context: PaymentContext,
  owner: DeskOwner,
  orderId: number,
  paymentId: number,
  reason: string,
): Promise<{ order: OwnerOrder; payment: OrderPayment }> {
  await transactionWithRetry(context.db, async (tx) => {
    // The order's lock (2) first, as for recording a payment: a void and a payment of one order take turns, and so do
    // two voids of one payment, so the second finds it voided.
    const row = await lockOrder(tx, orderId);
    if (!row) throw new NotFound(`Order ${orderId} was not found`);
    const [payment] = await tx
      .select()
      .from(orderPayments)
      .where(and(eq(orderPayments.id, paymentId), eq(orderPayments.orderId, orderId)))
      .for("no key update");
    if (!payment) throw new NotFound(`Payment ${paymentId} was not found on ${row.orderNumber}`);
    if (payment.voidedAt !== null) {
      throw new Conflict(`This payment on ${row.orderNumber} was already voided: "${payment.voidReason ?? ""}"`);
    }
    // Voiding says "this money never came"; the gateway says it did. What is to go back goes back as a refund.
    if (payment.gatewayPaymentId !== null && payment.recordedBy === null) {
      throw new Conflict(
        `The payment gateway confirmed this payment (${payment.gatewayPaymentId}): the money reached the shop. To give it back, record a refund.`,
      );
    }
    await refuseIfRefundsRestOn(tx, row.orderNumber, orderId, payment.amount);
    await tx
      .update(orderPayments)
      .set({ voidedAt: sql`now()`, voidReason: reason, voidedBy: owner.userId })
      .where(eq(orderPayments.id, paymentId));
    await context.orders.addOwnerEvent(tx, {
      orderId,
      status: row.status,
      reason: "payment_voided",
      owner,
      note: reason,
      details: {
        payment_id: payment.id,
        method: payment.method,
        amount: Money.toWire(payment.amount),
        reference: payment.reference,
      },
    });
    await context.orders.keepFigures(tx, orderId);
  });
  const order = await context.orders.ownerOrder(orderId);
  const payment = order.payments.find((recorded) => recorded.id === paymentId);
  if (!payment) throw new Error("voided payment not found");
  return { order, payment };
}

const refundDay = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: INDIA_TIME_ZONE,
});

/**
 * Refuses (409) a void that would leave the order's live refunds above what remains paid, naming the refunds to void
 * first: the newest ones, as few as cover the difference (the latest refund is usually the one recorded against the
 * mistaken payment). Called under the order's lock, which recording and voiding refunds take too, so the sums read
 * here are the committed ones and no refund can slip in before this void commits.
 */
async function refuseIfRefundsRestOn(
  tx: Transaction,
  orderNumber: string,
  orderId: number,
  paymentAmount: Paise,
): Promise<void> {
  const story = (await moneyMovedOf(tx, [orderId])).get(orderId);
  if (!story) return;
  const remainingPaid = Money.subtract(story.paidPaise, paymentAmount);
  const excess = story.refundedPaise - remainingPaid;
  if (excess <= 0) return;
  const live = await tx
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), isNull(orderRefunds.voidedAt)))
    .orderBy(desc(orderRefunds.createdAt), desc(orderRefunds.id));
  const first: (typeof live)[number][] = [];
  let covered = 0;
  for (const refund of live) {
    if (covered >= excess) break;
    first.push(refund);
    covered += refund.amount;
  }
  const named = first.map(describeRefund);
  const list =
    named.length === 1 ? `the refund ${named[0]}` : `the refunds ${named.slice(0, -1).join(", ")} and ${named.at(-1)}`;
  throw new Conflict(
    `This ${Money.format(paymentAmount)} payment on ${orderNumber} cannot be voided: ${Money.format(story.refundedPaise)} was refunded and only ${Money.format(Math.max(0, remainingPaid))} would remain paid. Void ${list} first.`,
  );
}

/** "of ₹98 by UPI (UTR 412345678901) on 3 Dec 2026", as the desk lists it. */
function describeRefund(refund: typeof orderRefunds.$inferSelect): string {
  const how = refund.method === "cash" ? "in cash" : `by ${PAYMENT_METHOD_LABELS[refund.method]}`;
  const reference = refund.reference ? ` (${refund.method === "upi" ? "UTR" : "reference"} ${refund.reference})` : "";
  return `of ${Money.format(refund.amount)} ${how}${reference} on ${refundDay.format(new Date(refund.createdAt))}`;
}
