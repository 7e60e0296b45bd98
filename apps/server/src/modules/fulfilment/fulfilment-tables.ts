// The parcel an order went out in: its courier and tracking number, one row per shipped order (a step back from
// shipped removes it). The fulfilment module owns it (decision 079).
import { boolean, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { orders } from "../orders/orders-tables";
import { users } from "../users/users-tables";

const stampedNow = (name: string) => timestamp(name, { withTimezone: true, mode: "string" }).notNull().defaultNow();

/**
 * The parcel an order went out in: one per order, written when the owner marks it shipped and corrected in place
 * afterwards (each correction is an event on the order's timeline, with the number before and after). `courier` is
 * the id of one of the shop's couriers (packages/core couriers.ts, or "other"); the tracking link is made from the
 * courier's pattern when the order is shown, so a corrected pattern mends every old link too.
 */
export const orderShipments = pgTable("order_shipments", {
  orderId: integer("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  courier: text("courier").notNull(),
  /** The courier's name as the owner gave it for "other"; null for a courier on the shop's list. */
  courierName: text("courier_name"),
  trackingNumber: text("tracking_number").notNull(),
  /** The courier collects what is owed in cash at her door (the owner says so when shipping, decision 073). */
  cashOnDelivery: boolean("cash_on_delivery").notNull().default(false),
  shippedBy: integer("shipped_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: stampedNow("created_at"),
  updatedAt: stampedNow("updated_at"),
});
