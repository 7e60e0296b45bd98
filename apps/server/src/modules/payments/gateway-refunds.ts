// Refunds sent back through the payment gateway (decision 082): the owner records one on the desk as any refund, and
// the shop asks the gateway to give the money back to the payment it came from. The refund is written first, with the
// gateway payment it gives back from, in the transaction that checks it is owed; the gateway is asked after that
// commits, with an idempotency key made from the refund's own id. So a reply lost on the way (a timeout, the process
// stopping) is asked again by the sweep with the same key, and the gateway returns the first refund: the money moves
// once. The refund's state then follows the gateway's word only forward; one the gateway refuses or fails is voided
// by the shop with the gateway's reason, so it counts for nothing and the owner can give the money back by hand.
import { Money } from "@mayil/core/money/money";
import { and, asc, desc, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Transaction } from "../../db/database";
import { lockOrder } from "../../db/lock-order";
import { transactionWithRetry } from "../../db/transaction";
import { Conflict, InvalidInput } from "../../domain-errors";
import type { LockedOrder } from "../fulfilment";
import type { PaymentContext } from "./payment-context";
import { GatewayError, type GatewayRefund, type GatewayRefundStatus, type PaymentGateway } from "./payment-gateway";
import { orderPayments, orderRefunds } from "./payments-tables";

export interface GatewayRefundContext extends Pick<PaymentContext, "db" | "orders" | "issueCreditNotes"> {
  gateway: PaymentGateway;
}

/** The key the gateway knows one refund by: the same refund asked again is the same refund there. */
export const refundIdempotencyKey = (refundId: number) => `mayil-refund-${refundId}`;

/**
 * The gateway payment of the order a refund of `amount` gives back from: the newest captured one with that much left
 * after what was already sent back from it. One refund gives back from one payment, as the gateway's refunds do.
 */
export async function gatewayPaymentToRefund(
  tx: Transaction,
  gatewayLabel: string,
  order: { id: number; orderNumber: string },
  amount: number,
): Promise<{ paymentId: string; method: "upi" | "online" }> {
  const paid = await tx
    .select({ paymentId: orderPayments.gatewayPaymentId, method: orderPayments.method, amount: orderPayments.amount })
    .from(orderPayments)
    .where(
      and(
        eq(orderPayments.orderId, order.id),
        isNotNull(orderPayments.gatewayPaymentId),
        isNull(orderPayments.voidedAt),
      ),
    )
    .orderBy(desc(orderPayments.id));
  if (paid.length === 0) {
    throw new InvalidInput(
      `Nothing on ${order.orderNumber} was paid through ${gatewayLabel}: refund by UPI, cash or bank transfer`,
      "method",
    );
  }
  const sentBack = await tx
    .select({ paymentId: orderRefunds.gatewayPaymentId, paise: sql<string>`sum(${orderRefunds.amount} * 100)::bigint` })
    .from(orderRefunds)
    .where(
      and(eq(orderRefunds.orderId, order.id), isNotNull(orderRefunds.gatewayPaymentId), isNull(orderRefunds.voidedAt)),
    )
    .groupBy(orderRefunds.gatewayPaymentId);
  const sentBackFrom = new Map(sentBack.map((row) => [row.paymentId, Number(row.paise)]));
  const left = paid.map((payment) => ({
    paymentId: payment.paymentId ?? "",
    method: payment.method === "upi" ? ("upi" as const) : ("online" as const),
    leftPaise: payment.amount - (sentBackFrom.get(payment.paymentId) ?? 0),
  }));
  const from = left.find((payment) => payment.leftPaise >= amount);
  if (from) return { paymentId: from.paymentId, method: from.method };
  const most = Math.max(0, ...left.map((payment) => payment.leftPaise));
  throw new InvalidInput(
    most === 0
      ? `What was paid on ${order.orderNumber} through ${gatewayLabel} has all been sent back: refund the rest by hand`
      : `amount ${Money.format(amount)} is more than one ${gatewayLabel} payment on ${order.orderNumber} can give back: at most ${Money.format(most)} in one refund; give the rest in another refund or by hand`,
    "amount",
  );
}

/** What became of asking the gateway to send one refund. */
export type Sent =
  /** The gateway took it (pending or already processed). */
  | { outcome: "sent" }
  /** The gateway said no, or took it and failed it: the refund is voided with its words. */
  | { outcome: "refused"; why: string }
  /** Not reached: nothing is certain, the sweep asks again with the same key. */
  | { outcome: "unreachable" }
  /** Already sent, or voided, by the time this asked. */
  | { outcome: "taken" };

/** Asks the gateway to send a refund written but not yet taken; safe to call again and from several processes. */
export async function sendGatewayRefund(context: GatewayRefundContext, refundId: number): Promise<Sent> {
  const [refund] = await context.db
    .select({ paymentId: orderRefunds.gatewayPaymentId, amount: orderRefunds.amount })
    .from(orderRefunds)
    .where(unsent(refundId));
  if (!refund?.paymentId) return { outcome: "taken" };
  let given: GatewayRefund;
  try {
    given = await context.gateway.refund(refund.paymentId, refund.amount, refundIdempotencyKey(refundId));
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    if (error.reason === "unreachable") return { outcome: "unreachable" };
    const why = `${context.gateway.label} refused it: ${error.message}`;
    await transactionWithRetry(context.db, async (tx) => {
      const row = await lockOrderOfRefund(tx, refundId);
      if (row) await voidByTheShop(tx, context, row, refundId, why);
    });
    return { outcome: "refused", why };
  }
  return transactionWithRetry(context.db, async (tx) => {
    const row = await lockOrderOfRefund(tx, refundId);
    // Another sender (the sweep, the owner's request) may have written it first: the gateway gave both the one refund.
    const written = await tx
      .update(orderRefunds)
      .set({ gatewayRefundId: given.id, gatewayStatus: given.status })
      .where(unsent(refundId))
      .returning({ id: orderRefunds.id });
    if (written.length === 0 || !row) return { outcome: "taken" } as const;
    if (given.status !== "failed") {
      // Taken: now it is money given back, and an invoiced order's credit note for it is owed (invoices).
      await context.issueCreditNotes(tx, row.id, null);
      return { outcome: "sent" } as const;
    }
    const why = `${context.gateway.label} could not send it back`;
    await voidByTheShop(tx, context, row, refundId, why);
    return { outcome: "refused", why } as const;
  });
}

const unsent = (refundId: number) =>
  and(
    eq(orderRefunds.id, refundId),
    isNotNull(orderRefunds.gatewayPaymentId),
    isNull(orderRefunds.gatewayRefundId),
    isNull(orderRefunds.voidedAt),
  );

/**
 * Sends again the refunds written and not taken by the gateway a minute or more ago (the owner's own request sends
 * a fresh one): how many the gateway took now.
 */
export async function sendUnsentRefunds(context: GatewayRefundContext, batch: number): Promise<number> {
  const waiting = await context.db
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .where(
      and(
        isNotNull(orderRefunds.gatewayPaymentId),
        isNull(orderRefunds.gatewayRefundId),
        isNull(orderRefunds.voidedAt),
        lt(orderRefunds.createdAt, sql`now() - interval '1 minute'`),
      ),
    )
    .orderBy(asc(orderRefunds.id))
    .limit(batch);
  let sent = 0;
  for (const { id } of waiting) {
    const { outcome } = await sendGatewayRefund(context, id);
    // Down or slow: the rest would wait as long each; the next sweep tries again.
    if (outcome === "unreachable") break;
    if (outcome === "sent") sent++;
  }
  return sent;
}

/** A refund's state moves forward only: pending, then processed or failed; an older word never takes it back. */
const FORWARD_FROM: Record<GatewayRefundStatus, GatewayRefundStatus[]> = {
  pending: [],
  processed: ["pending"],
  failed: ["pending"],
};

/**
 * Follows a refund sent through the gateway (a webhook, the sweep); false while the shop has not written the
 * gateway's id for it yet (its reply still on the way), so the event waits. A refund that failed is voided.
 */
export async function followGatewayRefund(
  tx: Transaction,
  context: Pick<GatewayRefundContext, "orders"> & { gateway: Pick<PaymentGateway, "label"> },
  refundId: string,
  status: GatewayRefundStatus,
): Promise<boolean> {
  const [refund] = await tx
    .select({ id: orderRefunds.id, status: orderRefunds.gatewayStatus })
    .from(orderRefunds)
    .where(eq(orderRefunds.gatewayRefundId, refundId));
  if (!refund) return false;
  const from = refund.status as GatewayRefundStatus | null;
  if (from !== null && !FORWARD_FROM[status].includes(from)) return true;
  const row = await lockOrderOfRefund(tx, refund.id);
  await tx.update(orderRefunds).set({ gatewayStatus: status }).where(eq(orderRefunds.id, refund.id));
  if (status === "failed" && row) {
    await voidByTheShop(tx, context, row, refund.id, `${context.gateway.label} could not send it back`);
  }
  return true;
}

/** Lock 2, the order's, taken before a refund of it is written, as every change of an order's money takes it. */
async function lockOrderOfRefund(tx: Transaction, refundId: number) {
  const [found] = await tx
    .select({ orderId: orderRefunds.orderId })
    .from(orderRefunds)
    .where(eq(orderRefunds.id, refundId));
  return found ? lockOrder(tx, found.orderId) : undefined;
}

/**
 * Voids a refund the gateway did not send, as the shop (the timeline's actor `system`): it stays listed with why,
 * counts for nothing, and what it would have given back is owed again.
 */
async function voidByTheShop(
  tx: Transaction,
  context: Pick<GatewayRefundContext, "orders">,
  row: LockedOrder,
  refundId: number,
  why: string,
): Promise<void> {
  const [voided] = await tx
    .update(orderRefunds)
    .set({ voidedAt: sql`now()`, voidReason: why, voidedBy: null })
    .where(and(eq(orderRefunds.id, refundId), isNull(orderRefunds.voidedAt)))
    .returning();
  if (!voided) return;
  await context.orders.addOwnerEvent(tx, {
    orderId: row.id,
    status: row.status,
    reason: "refund_voided",
    owner: null,
    note: why,
    details: {
      refund_id: voided.id,
      method: voided.method,
      amount: Money.toWire(voided.amount),
      reference: voided.reference,
      gateway_payment_id: voided.gatewayPaymentId,
    },
  });
  await context.orders.keepFigures(tx, row.id);
}

/** The owner's void of a refund the gateway was asked to send: refused, the money being the gateway's to move. */
export function refuseVoidOfGatewayRefund(orderNumber: string, gatewayLabel: string): never {
  throw new Conflict(
    `This refund on ${orderNumber} was sent through ${gatewayLabel}: it cannot be voided here. If it fails, ${gatewayLabel} says so and it is voided by itself`,
  );
}
