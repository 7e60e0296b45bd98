// An order's payment and refund records as others read them: what was paid and refunded (voided ones count for
// nothing), each record listed for the desk, the refunds a credit note may be owed for, and the counter's payment
// written in a sale's own transaction. Each takes the caller's transaction, so a read sees the change's own writes.
import type { Paise } from "@mayil/core/money/money";
import type { PaymentMethod } from "@mayil/core/orders/order-payments";
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { gatewayOrders, orderPayments, orderRefunds } from "./payments-tables";

type Db = Database | Transaction;

/** What an order was paid and refunded, in whole paise. */
export interface MoneyMoved {
  paidPaise: number;
  refundedPaise: number;
}

/** What each of these orders was paid and refunded; an order with neither is left out. */
export async function moneyMovedOf(db: Db, orderIds: number[]): Promise<Map<number, MoneyMoved>> {
  const moved = new Map<number, MoneyMoved>();
  if (orderIds.length === 0) return moved;
  const entry = (orderId: number) => {
    const known = moved.get(orderId) ?? { paidPaise: 0, refundedPaise: 0 };
    moved.set(orderId, known);
    return known;
  };
  const paid = await db
    .select({
      orderId: orderPayments.orderId,
      // Summed in paise as a whole number, so no rounding creeps in.
      paise: sql<string>`sum(${orderPayments.amount} * 100)::bigint`,
    })
    .from(orderPayments)
    // A voided payment was a mistake: it stays on the record and counts for nothing.
    .where(and(inArray(orderPayments.orderId, orderIds), isNull(orderPayments.voidedAt)))
    .groupBy(orderPayments.orderId);
  for (const row of paid) entry(row.orderId).paidPaise = Number(row.paise);
  const refunded = await db
    .select({ orderId: orderRefunds.orderId, paise: sql<string>`sum(${orderRefunds.amount} * 100)::bigint` })
    .from(orderRefunds)
    .where(and(inArray(orderRefunds.orderId, orderIds), isNull(orderRefunds.voidedAt)))
    .groupBy(orderRefunds.orderId);
  for (const row of refunded) entry(row.orderId).refundedPaise = Number(row.paise);
  return moved;
}

export type PaymentRow = typeof orderPayments.$inferSelect;
export type RefundRow = typeof orderRefunds.$inferSelect;

/** Every payment of an order, voided ones too, in the order recorded. */
export function paymentsOf(db: Db, orderId: number): Promise<PaymentRow[]> {
  return db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId)).orderBy(asc(orderPayments.id));
}

/** Every refund of an order, voided ones too, in the order recorded. */
export function refundsOf(db: Db, orderId: number): Promise<RefundRow[]> {
  return db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).orderBy(asc(orderRefunds.id));
}

/**
 * The standing (not voided) UPI payment of this UTR, on whichever order: one bank transaction pays once, so the owner
 * typing it again, or the gateway telling of the payment she already typed, finds it.
 */
export async function upiPaymentOf(db: Db, utr: string): Promise<{ id: number; orderId: number } | undefined> {
  const [known] = await db
    .select({ id: orderPayments.id, orderId: orderPayments.orderId })
    .from(orderPayments)
    .where(and(eq(orderPayments.method, "upi"), eq(orderPayments.reference, utr), isNull(orderPayments.voidedAt)));
  return known;
}

/** A payment link the owner sent (decision 082), as the desk lists it. */
export interface PaymentLinkRow {
  gatewayId: string;
  url: string;
  amount: Paise;
  paid: boolean;
  createdAt: string;
}

/** The payment links sent for an order, newest first. */
export async function paymentLinksOf(db: Db, orderId: number): Promise<PaymentLinkRow[]> {
  const links = await db
    .select({
      gatewayId: gatewayOrders.gatewayId,
      url: gatewayOrders.linkUrl,
      amount: gatewayOrders.amount,
      paidAt: gatewayOrders.paidAt,
      createdAt: gatewayOrders.createdAt,
    })
    .from(gatewayOrders)
    .where(and(eq(gatewayOrders.orderId, orderId), eq(gatewayOrders.purpose, "link")))
    .orderBy(desc(gatewayOrders.id));
  return links.map((link) => ({
    gatewayId: link.gatewayId,
    url: link.url ?? "",
    amount: link.amount,
    paid: link.paidAt !== null,
    createdAt: link.createdAt,
  }));
}

/**
 * The order's refunds that stand and are tied to no return (goodwill, an order changed down), oldest first: what a
 * credit note may be owed for. A refund through the gateway counts once the gateway took it.
 */
export function standingRefundsApartFromReturns(
  tx: Transaction,
  orderId: number,
): Promise<{ id: number; amount: Paise; reason: string | null }[]> {
  return tx
    .select({ id: orderRefunds.id, amount: orderRefunds.amount, reason: orderRefunds.reason })
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.orderId, orderId),
        isNull(orderRefunds.returnId),
        isNull(orderRefunds.voidedAt),
        // One the gateway has not taken yet may still be refused: it is credited once taken (gateway-refunds.ts).
        or(isNull(orderRefunds.gatewayPaymentId), isNotNull(orderRefunds.gatewayRefundId)),
      ),
    )
    .orderBy(asc(orderRefunds.id));
}

/** What the order was paid, and refunded by the standing refunds recorded before this one, in whole paise. */
export async function moneyMovedBeforeRefund(tx: Transaction, orderId: number, refundId: number): Promise<MoneyMoved> {
  const [paid] = await tx
    .select({ paise: sql<string>`coalesce(sum(${orderPayments.amount} * 100), 0)::bigint` })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), isNull(orderPayments.voidedAt)));
  const [refundedBefore] = await tx
    .select({ paise: sql<string>`coalesce(sum(${orderRefunds.amount} * 100), 0)::bigint` })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), isNull(orderRefunds.voidedAt), lt(orderRefunds.id, refundId)));
  return { paidPaise: Number(paid?.paise ?? 0), refundedPaise: Number(refundedBefore?.paise ?? 0) };
}

/** A payment taken with a sale (the counter's "paid and collected now"), in the sale's transaction. */
export async function keepSalePayment(
  tx: Transaction,
  payment: { orderId: number; method: PaymentMethod; amount: Paise; reference: string | null; recordedBy: number },
): Promise<void> {
  await tx.insert(orderPayments).values(payment);
}
