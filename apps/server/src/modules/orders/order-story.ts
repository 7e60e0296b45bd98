// What happened to orders after they were placed, read in two queries for any number of them: their status changes
// (the shopper's timeline, the cancel reason) and what was paid (the payment status, the UPI link's amount), voided
// payments left out.
import { and, asc, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { orderEvents, orderPayments } from "../../db/shopping-schema";
import type { OrderStory } from "./order-view";

export async function orderStories(db: Database | Transaction, orderIds: number[]): Promise<Map<number, OrderStory>> {
  const stories = new Map<number, OrderStory>(orderIds.map((id) => [id, { statusChanges: [], paidPaise: 0 }]));
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
  return stories;
}
