// Money the shop gave back, recorded by the owner: by UPI with the UTR of the transfer she sent, in cash, or by bank
// transfer with its reference; for units that came back, an order edited below what was paid, or as goodwill. Never
// more than was paid less what was already refunded. A refund recorded by mistake is voided with the reason, never
// deleted, like a payment (payment-voids.ts): it stays listed and on the timeline, and counts for nothing.
import { Money } from "@mayil/core/money/money";
import { PAYMENT_METHOD_LABELS } from "@mayil/core/orders/order-payments";
import { refundSentMessage } from "@mayil/core/orders/order-status-messages";
import type { RecordRefundBody } from "@mayil/core/orders/owner-order-change-schemas";
import type { OrderRefund, OwnerOrder } from "@mayil/core/orders/owner-schemas";
import { and, eq, sql } from "drizzle-orm";
import { lockOrder } from "../../db/lock-order";
import { transactionWithRetry } from "../../db/transaction";
import { Conflict, InvalidInput, NotFound } from "../../domain-errors";
import { type ChangedOrder, type DeskOwner, isReturnOf } from "../fulfilment";
import type { PaymentContext } from "./payment-context";
import { moneyMovedOf } from "./payment-reads";
import { orderRefunds } from "./payments-tables";

export async function recordRefund(
  context: PaymentContext,
  owner: DeskOwner,
  orderId: number,
  body: RecordRefundBody,
): Promise<ChangedOrder & { refund: OrderRefund }> {
  const { refundId, message } = await transactionWithRetry(context.db, async (tx) => {
    // The order's lock makes two refunds of one order take turns, so together they never pass what was paid.
    const row = await lockOrder(tx, orderId);
    if (!row) throw new NotFound(`Order ${orderId} was not found`);
    if (body.return_id !== null) {
      if (!(await isReturnOf(tx, orderId, body.return_id)))
        throw new InvalidInput(`return_id ${body.return_id} is not a return of ${row.orderNumber}`, "return_id");
    }
    const before = (await moneyMovedOf(tx, [orderId])).get(orderId) ?? { paidPaise: 0, refundedPaise: 0 };
    const refundable = before.paidPaise - before.refundedPaise;
    if (refundable <= 0) {
      throw new InvalidInput(`Nothing paid on ${row.orderNumber} is left to refund`, "amount");
    }
    if (body.amount > refundable) {
      throw new InvalidInput(
        `amount ${Money.format(body.amount)} is more than was paid on ${row.orderNumber}: at most ${Money.format(refundable)} can be refunded`,
        "amount",
      );
    }
    const [refund] = await tx
      .insert(orderRefunds)
      .values({
        orderId,
        returnId: body.return_id,
        method: body.method,
        amount: body.amount,
        reference: body.reference,
        reason: body.reason,
        recordedBy: owner.userId,
      })
      .returning({ id: orderRefunds.id });
    if (!refund) throw new Error("refund insert returned no row");
    await context.orders.addOwnerEvent(tx, {
      orderId,
      status: row.status,
      reason: "refund",
      owner,
      note: body.reason,
      details: {
        refund_id: refund.id,
        method: body.method,
        amount: Money.toWire(body.amount),
        reference: body.reference,
        return_id: body.return_id,
      },
    });
    await context.orders.keepFigures(tx, orderId);
    await context.issueCreditNotes(tx, orderId, owner.userId);
    const text = refundSentMessage(
      await context.orders.messageFacts(tx, row),
      { methodLabel: PAYMENT_METHOD_LABELS[body.method], amountPaise: body.amount, reference: body.reference },
      context.shop.name,
    );
    return { refundId: refund.id, message: context.orders.customerMessageLink(row.customerPhone, text) };
  });
  const order = await context.orders.ownerOrder(orderId);
  const refund = order.refunds.find((recorded) => recorded.id === refundId);
  if (!refund) throw new Error("recorded refund not found");
  return { order, refund, customerWhatsAppUrl: message };
}

export async function voidRefund(
  context: PaymentContext,
  owner: DeskOwner,
  orderId: number,
  refundId: number,
  reason: string,
): Promise<{ order: OwnerOrder; refund: OrderRefund }> {
  await transactionWithRetry(context.db, async (tx) => {
    // The order's lock (2) first, as for recording one: two voids of one refund take turns, the second finds it voided.
    const row = await lockOrder(tx, orderId);
    if (!row) throw new NotFound(`Order ${orderId} was not found`);
    const [refund] = await tx
      .select()
      .from(orderRefunds)
      .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.orderId, orderId)))
      .for("no key update");
    if (!refund) throw new NotFound(`Refund ${refundId} was not found on ${row.orderNumber}`);
    if (refund.voidedAt !== null) {
      throw new Conflict(`This refund on ${row.orderNumber} was already voided: "${refund.voidReason ?? ""}"`);
    }
    await tx
      .update(orderRefunds)
      .set({ voidedAt: sql`now()`, voidReason: reason, voidedBy: owner.userId })
      .where(eq(orderRefunds.id, refundId));
    await context.orders.addOwnerEvent(tx, {
      orderId,
      status: row.status,
      reason: "refund_voided",
      owner,
      note: reason,
      details: {
        refund_id: refund.id,
        method: refund.method,
        amount: Money.toWire(refund.amount),
        reference: refund.reference,
      },
    });
    await context.orders.keepFigures(tx, orderId);
  });
  const order = await context.orders.ownerOrder(orderId);
  const refund = order.refunds.find((recorded) => recorded.id === refundId);
  if (!refund) throw new Error("voided refund not found");
  return { order, refund };
}
