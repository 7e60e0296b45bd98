// The owner's desk in her pocket: the phones and computers she asked to be alerted on (Web Push subscriptions), and
// each order's figures as the reports and the desk's money reads count them (decision 059).
import { PAYMENT_STATUSES } from "@mayil/core/order-payments";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./account-schema";
import { products } from "./schema";
import { orderItems, orderSource, orders, paymentMethod } from "./shopping-schema";

const timestampColumn = (name: string) => timestamp(name, { withTimezone: true, mode: "string" });

/**
 * One device the owner turned alerts on for: the push service's endpoint for it and the keys a push is encrypted
 * with (RFC 8291). Removed from the desk by her, or by the shop when the push service says the endpoint is gone
 * (404/410). Deleted with the account that made it.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // The push service's URL for this device; one row per endpoint (subscribing again replaces the keys).
    endpoint: text("endpoint").notNull().unique(),
    // The browser's P-256 public key and auth secret, base64url, as PushSubscription.toJSON() gives them.
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    // What the desk shows in the list of devices ("Chrome on Android"), from the browser that subscribed.
    deviceName: text("device_name").notNull(),
    createdAt: timestampColumn("created_at").notNull().defaultNow(),
    // The last push the service accepted, and the last it refused (status and when), for the desk's device list.
    lastSentAt: timestampColumn("last_sent_at"),
    lastFailure: text("last_failure"),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);

/** Whole paise, as the figures add them up (a year of a busy shop's sales is far beyond an int's 21 crore paise). */
const paiseColumn = (name: string) => bigint(name, { mode: "number" }).notNull();

/*
 * The order figures (decision 059): what each order counts for in the reports, worked out from its own records
 * (items, payments, refunds, returns) by the orders module in the same transaction as every write to them, and never
 * added to or taken from: each write works the order's rows out again whole, so they cannot drift. Rebuilt for every
 * order by the migration that made them (0015) and by rebuildOrderFigures.
 */

/** One row per order: its India day, source and money. */
export const orderFigures = pgTable(
  "order_figures",
  {
    orderId: integer("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    // The India day it was placed on (the report's day), worked out once from created_at.
    placedOn: date("placed_on", { mode: "string" }).notNull(),
    source: orderSource("source").notNull(),
    // False once cancelled: a cancelled order is no sale, and its rows below are gone.
    counted: boolean("counted").notNull(),
    // Units sold less units that came back.
    units: integer("units").notNull(),
    // Its sale (decision 073): its total as placed and agreed (after edits), nothing once cancelled. Returns are
    // sales less worth, and worth is the net sale.
    sales: paiseColumn("sales").default(0),
    // What it is worth now: its total less returned units' value, never below 0; nothing once cancelled.
    worth: paiseColumn("worth"),
    paid: paiseColumn("paid"),
    refunded: paiseColumn("refunded"),
    // Still to collect (0 once cancelled or returned), owed back, and the payment status, as the order's page says
    // them: Today, the order list's payment filters and the customers read these instead of summing the records.
    owed: paiseColumn("owed").default(0),
    refundOwed: paiseColumn("refund_owed").default(0),
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }).notNull().default("unpaid"),
    // The order's phone when its figures were last worked out ('' without one): when an edit or an account's
    // deletion changes it, the customer it belonged to is worked out again too (customer_figures).
    customerPhone: text("customer_phone").notNull().default(""),
  },
  (t) => [
    index("order_figures_placed_idx").on(t.placedOn).where(sql`counted`),
    // Today's "Unpaid" sums these, and the list's "Money owed" pages them, from the index alone.
    index("order_figures_owed_idx").on(t.orderId, t.owed).where(sql`owed > 0`),
    index("order_figures_refund_owed_idx").on(t.orderId).where(sql`refund_owed > 0`),
    index("order_figures_payment_status_idx").on(t.paymentStatus, t.orderId),
  ],
);

/** One row per line of an order that counts: what the piece sold, net of returns, on the order's India day. */
export const orderLineFigures = pgTable(
  "order_line_figures",
  {
    orderItemId: integer("order_item_id")
      .primaryKey()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    placedOn: date("placed_on", { mode: "string" }).notNull(),
    // Null once the piece is deleted: the report then names it as it was sold.
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    productName: text("product_name").notNull(),
    units: integer("units").notNull(),
    revenue: paiseColumn("revenue"),
  },
  (t) => [
    index("order_line_figures_placed_idx").on(t.placedOn),
    index("order_line_figures_order_idx").on(t.orderId),
    // A piece's last sale, for the pieces sitting unsold.
    index("order_line_figures_product_idx").on(t.productId, t.placedOn),
  ],
);

/** Per order that counts, its payments and its refunds by method (voided ones left out): the report's methods. */
export const orderMethodFigures = pgTable(
  "order_method_figures",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["payment", "refund"] }).notNull(),
    method: paymentMethod("method").notNull(),
    placedOn: date("placed_on", { mode: "string" }).notNull(),
    count: integer("count").notNull(),
    amount: paiseColumn("amount"),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.kind, t.method] }),
    index("order_method_figures_placed_idx").on(t.placedOn),
  ],
);

/**
 * One row per customer (decision 061): a phone number on at least one order (decision 058), with what the desk's list
 * sorts and counts by. Worked out again whole from her orders' figures by the same writes that keep those
 * (keepOrderFigures), under the customer's own lock, so the list by spent or by last order reads an index instead of
 * summing every order on each request.
 */
export const customerFigures = pgTable(
  "customer_figures",
  {
    phone: text("phone").primaryKey(),
    // Her first order's id is her address on the desk (decision 058); her latest orders the list by last order.
    firstOrderId: integer("first_order_id").notNull(),
    lastOrderId: integer("last_order_id").notNull(),
    // What her orders are worth now, summed from their figures (order_figures.worth).
    spent: paiseColumn("spent"),
  },
  (t) => [
    index("customer_figures_last_order_idx").on(t.lastOrderId),
    index("customer_figures_spent_idx").on(t.spent, t.lastOrderId),
  ],
);
