// What happened to orders after they were placed, read in a few queries whatever their number: their status changes
// (the shopper's timeline, the cancel reason), what was paid and refunded (the payment status, the UPI link's amount),
// voided payments and refunds left out, the units that came back (what the order is worth now), the invoices and
// credit notes issued for them, and the parcel each went out in. The money is payments' to sum, the parcel and the
// returned units fulfilment's to read (decision 079).
import { and, asc, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { returnedUnitsOf, shipmentsOf } from "../fulfilment";
import { invoiceSummaries } from "../invoices";
import { moneyMovedOf } from "../payments";
import { emptyStory, type OrderStory } from "./order-view";
import { orderEvents, orderItems } from "./orders-tables";

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
  for (const [orderId, moved] of await moneyMovedOf(db, orderIds)) {
    const story = stories.get(orderId);
    if (!story) continue;
    story.paidPaise = moved.paidPaise;
    story.refundedPaise = moved.refundedPaise;
  }
  // The units are fulfilment's to count; what each line was sold for is the order's own.
  const returned = await returnedUnitsOf(db, orderIds);
  const pricesPaise =
    returned.length === 0
      ? new Map<number, number>()
      : new Map(
          (
            await db
              .select({ id: orderItems.id, paise: sql<string>`(${orderItems.unitPrice} * 100)::bigint` })
              .from(orderItems)
              .where(
                inArray(
                  orderItems.id,
                  returned.map((row) => row.orderItemId),
                ),
              )
          ).map((item) => [item.id, Number(item.paise)]),
        );
  for (const row of returned) {
    const story = stories.get(row.orderId);
    if (!story) continue;
    story.returnedPaise += Number(row.units) * (pricesPaise.get(row.orderItemId) ?? 0);
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
