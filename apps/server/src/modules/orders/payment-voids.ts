// Undoing a payment recorded by mistake (₹14 typed for ₹414, the wrong order): it is voided with the reason, never
// deleted. It stays in the order's payments, marked, and on the timeline; what was paid, what is owed and the payment
// status stop counting it, and a voided UPI frees its UTR to be recorded again.
import { Money } from "@mayil/core/money";
import type { OrderPayment, OwnerOrder } from "@mayil/core/owner-schemas";
import { and, eq, sql } from "drizzle-orm";
import { lockOrder } from "../../db/lock-order";
import { orderEvents, orderPayments } from "../../db/shopping-schema";
import { transactionWithRetry } from "../../db/transaction";
import { Conflict, NotFound } from "../../domain-errors";
import { keepOrderFigures } from "./order-figures";
import type { DeskOwner, OwnerOrderContext } from "./owner-order-service";
import { ownerOrder } from "./owner-order-view";

export async function voidPayment(
  context: OwnerOrderContext,
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
    await tx
      .update(orderPayments)
      .set({ voidedAt: sql`now()`, voidReason: reason, voidedBy: owner.userId })
      .where(eq(orderPayments.id, paymentId));
    await tx.insert(orderEvents).values({
      orderId,
      fromStatus: row.status,
      toStatus: row.status,
      reason: "payment_voided",
      actor: "owner",
      actorUserId: owner.userId,
      note: reason,
      details: {
        payment_id: payment.id,
        method: payment.method,
        amount: Money.toWire(payment.amount),
        reference: payment.reference,
      },
    });
    await keepOrderFigures(tx, [orderId]);
  });
  const order = await ownerOrder(context.db, orderId, context.shop);
  const payment = order.payments.find((recorded) => recorded.id === paymentId);
  if (!payment) throw new Error("voided payment not found");
  return { order, payment };
}
