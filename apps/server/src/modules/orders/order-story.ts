// What happened to orders after they were placed, read in five queries for any number of them: their status changes
// (the shopper's timeline, the cancel reason), what was paid and refunded (the payment status, the UPI link's amount),
// voided payments and refunds left out, the units that came back (what the order is worth now), the invoices and
// credit notes issued for them, and the parcel each went out in.
import { and, asc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { shipmentsOf } from "../fulfilment";
import { invoiceSummaries } from "../invoices";
import { emptyStory, type OrderStory } from "./order-view";
import { orderEvents, orderItems, orderPayments, orderRefunds, orderReturnLines, orderReturns } from "./orders-tables";

export async function orderStories(db: Database | Transaction, orderIds: number[]): Promise<Map<number, OrderStory>> {
  const stories = new Map<number, OrderStory>(orderIds.map((id) => [id, emptyStory()]));
  if (orderIds.length === 0) return stories;
  const changes = await db
    .select({
      orderId: orderEvents.orderId,
      toStatus: orderEvents.toStatus,
      reason: orderEvents.reason,
      createdAt: orderEvents.createdAt,
    })
    .from(orderEvents)
    .where(
      and(
        inArray(orderEvents.orderId, orderIds),
        // Edits and payments keep the status: they are the desk's story, not the shopper's timeline.
        or(isNull(orderEvents.fromStatus), ne(orderEvents.fromStatus, orderEvents.toStatus)),
      ),
    )
    .orderBy(asc(orderEvents.id));
  for (const change of changes) stories.get(change.orderId)?.statusChanges.push(change);
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
  for (const row of paid) {
    const story = stories.get(row.orderId);
    if (story) story.paidPaise = Number(row.paise);
  }
  const refunded = await db
    .select({ orderId: orderRefunds.orderId, paise: sql<string>`sum(${orderRefunds.amount} * 100)::bigint` })
    .from(orderRefunds)
    .where(and(inArray(orderRefunds.orderId, orderIds), isNull(orderRefunds.voidedAt)))
    .groupBy(orderRefunds.orderId);
  for (const row of refunded) {
    const story = stories.get(row.orderId);
    if (story) story.refundedPaise = Number(row.paise);
  }
  const returned = await db
    .select({
      orderId: orderReturns.orderId,
      orderItemId: orderReturnLines.orderItemId,
      units: sql<string>`sum(${orderReturnLines.quantity})::int`,
      paise: sql<string>`sum(${orderReturnLines.quantity} * ${orderItems.unitPrice} * 100)::bigint`,
    })
    .from(orderReturnLines)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
    .innerJoin(orderItems, eq(orderItems.id, orderReturnLines.orderItemId))
    .where(inArray(orderReturns.orderId, orderIds))
    .groupBy(orderReturns.orderId, orderReturnLines.orderItemId);
  for (const row of returned) {
    const story = stories.get(row.orderId);
    if (!story) continue;
    story.returnedPaise += Number(row.paise);
    story.returnedUnits.set(row.orderItemId, Number(row.units));
  }
  for (const [orderId, invoices] of await invoiceSummaries(db, orderIds)) {
    const story = stories.get(orderId);
    if (story) story.invoices = invoices;
  }
  const shipments = await shipmentsOf(db, orderIds);
  for (const shipment of shipments) {
    const story = stories.get(shipment.orderId);
    if (story) story.shipment = shipment;
  }
  return stories;
}
