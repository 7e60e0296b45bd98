// The parcels' records: read for any number of orders at once (an order's story), and written by the order's changes
// in their transaction, under the order's lock (lock-order.ts): shipping keeps one, a correction changes it in place,
// a step back from shipped removes it.
import { eq, inArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { orderShipments } from "./fulfilment-tables";

/** A parcel as it is kept. */
export type ShipmentRow = typeof orderShipments.$inferSelect;

/** What the owner gives when an order is shipped, or corrects after. */
export type ShipmentValues = Pick<ShipmentRow, "courier" | "courierName" | "trackingNumber"> &
  Partial<Pick<ShipmentRow, "cashOnDelivery" | "codAmount" | "shippedBy">>;

/** The parcels of these orders (an order not shipped has none). */
export function shipmentsOf(db: Database | Transaction, orderIds: number[]): Promise<ShipmentRow[]> {
  return db.select().from(orderShipments).where(inArray(orderShipments.orderId, orderIds));
}

/** One order's parcel, if it went out. */
export async function shipmentOf(tx: Transaction, orderId: number): Promise<ShipmentRow | undefined> {
  const [shipment] = await tx.select().from(orderShipments).where(eq(orderShipments.orderId, orderId));
  return shipment;
}

/** The order went out: its parcel is kept; one left from before (a step back cleared the last) is replaced. */
export async function keepShipment(tx: Transaction, orderId: number, values: ShipmentValues): Promise<void> {
  await tx
    .insert(orderShipments)
    .values({ orderId, ...values })
    .onConflictDoUpdate({
      target: orderShipments.orderId,
      set: { ...values, createdAt: sql`now()`, updatedAt: sql`now()` },
    });
}

/** The courier or number corrected in place. */
export async function correctShipmentRecord(
  tx: Transaction,
  orderId: number,
  values: Pick<ShipmentRow, "courier" | "courierName" | "trackingNumber">,
): Promise<void> {
  await tx
    .update(orderShipments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(orderShipments.orderId, orderId));
}

/** The parcel has not gone after all: removed, and returned for the timeline to keep what it was. */
export async function removeShipment(tx: Transaction, orderId: number): Promise<ShipmentRow | undefined> {
  const [removed] = await tx.delete(orderShipments).where(eq(orderShipments.orderId, orderId)).returning();
  return removed;
}

/**
 * The courier handed the parcel over: stamped once (a second mark keeps the first moment). Returns the parcel, for its
 * cash to collect; undefined when the order has none.
 */
export async function markDelivered(tx: Transaction, orderId: number): Promise<ShipmentRow | undefined> {
  const [parcel] = await tx
    .update(orderShipments)
    .set({ deliveredAt: sql`coalesce(${orderShipments.deliveredAt}, now())`, updatedAt: sql`now()` })
    .where(eq(orderShipments.orderId, orderId))
    .returning();
  return parcel;
}

/** The parcel came back unopened (RTO): when, and what the courier charged for it (null when not known). */
export async function markReturnedToOrigin(
  tx: Transaction,
  orderId: number,
  courierCharges: number | null,
): Promise<void> {
  await tx
    .update(orderShipments)
    .set({ returnedToOriginAt: sql`now()`, courierCharges, updatedAt: sql`now()` })
    .where(eq(orderShipments.orderId, orderId));
}
