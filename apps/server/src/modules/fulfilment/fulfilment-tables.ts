// The parcel an order went out in: its courier and tracking number, one row per shipped order (a step back from
// shipped removes it); and the units that came back, as returns with their lines. The fulfilment module owns them
// (decision 079); an order's lines are orders', named here for the return lines' foreign key.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { moneyColumn } from "../../db/money-column";
import { orderItems, orders } from "../orders/orders-tables";
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
  /** A COD parcel's cash the courier must collect (decision 083), fixed when it is shipped; null for a prepaid one. */
  codAmount: moneyColumn("cod_amount"),
  /** The courier handed it over (and, for COD, collected the cash). */
  deliveredAt: timestamp("delivered_at", { withTimezone: true, mode: "string" }),
  /** Refused or undeliverable, it came back to the shop (RTO): its units were put back once. */
  returnedToOriginAt: timestamp("returned_to_origin_at", { withTimezone: true, mode: "string" }),
  /** What the courier charged for a parcel that came back (both legs), a cost of the shop's. */
  courierCharges: moneyColumn("courier_charges"),
});

/**
 * Units that came back, some of some lines: one row per time the owner records a return, its lines below. The units
 * go back on the shelf through the stock module in the same transaction (ledger reason order_returned), under the
 * order's row lock, so two returns of the same line at once take turns and never give back more than was sold.
 */
export const orderReturns = pgTable(
  "order_returns",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    note: text("note"),
    recordedBy: integer("recorded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: stampedNow("created_at"),
  },
  (t) => [index("order_returns_order_idx").on(t.orderId)],
);

export const orderReturnLines = pgTable(
  "order_return_lines",
  {
    id: serial("id").primaryKey(),
    returnId: integer("return_id")
      .notNull()
      .references(() => orderReturns.id, { onDelete: "cascade" }),
    // An order with returns can no longer be edited, so the line it names stays as it was sold.
    orderItemId: integer("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "restrict" }),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    index("order_return_lines_return_idx").on(t.returnId),
    index("order_return_lines_item_idx").on(t.orderItemId),
    check("order_return_lines_quantity_positive", sql`${t.quantity} > 0`),
  ],
);
