// Orders with a snapshot of each line as sold and the events of their life, and each order's figures as the reports
// and the desk's money reads count them (decision 059). The orders module owns them (decision 078); the parcel and the
// units that came back are fulfilment's, the money received and given back is payments', and the customers' own
// figures are the customers module's (decision 079).
import type { Language } from "@mayil/core/languages/languages";
import { ORDER_STATUSES } from "@mayil/core/orders/order-life-cycle";
import { PAYMENT_METHODS, PAYMENT_STATUSES } from "@mayil/core/orders/order-payments";
import { ORDER_SOURCES } from "@mayil/core/orders/order-sources";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { moneyColumn } from "../../db/money-column";
import { products, productVariants } from "../catalogue/catalogue-tables";
import { users } from "../users/users-tables";

const stampedNow = (name: string) => timestamp(name, { withTimezone: true, mode: "string" }).notNull().defaultNow();
const money = (name: string) => moneyColumn(name).notNull();

export const deliveryMethod = pgEnum("delivery_method", ["delivery", "pickup"]);
export const orderStatus = pgEnum("order_status", ORDER_STATUSES);
/** Where an order came from: the shop's website, or a sale the owner entered from the chat, a call, Instagram or the counter. */
export const orderSource = pgEnum("order_source", ORDER_SOURCES);

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    // What the shop and the shopper quote in the chat: MJ-000123.
    orderNumber: text("order_number").notNull().generatedAlwaysAs(sql`'MJ-' || lpad(id::text, 6, '0')`),
    // Orders are the shop's records: a shopper's account cannot be deleted out from under them. Null for a sale the
    // owner entered (phone, Instagram, walk-in): the customer needs no account.
    userId: integer("user_id").references(() => users.id, { onDelete: "restrict" }),
    status: orderStatus("status").notNull().default("placed"),
    source: orderSource("source").notNull().default("website"),
    customerName: text("customer_name").notNull(),
    // Null only for a walk-in sale at the counter: the customer paid and left, and need not give a number.
    customerPhone: text("customer_phone"),
    customerEmail: text("customer_email"),
    deliveryMethod: deliveryMethod("delivery_method").notNull(),
    // The delivery address as it was when ordered, whole: the line (house, street, area), city, state and PIN.
    customerAddress: text("customer_address"),
    customerCity: text("customer_city"),
    customerState: text("customer_state"),
    customerPincode: text("customer_pincode"),
    pickupLocation: text("pickup_location"),
    // A pickup order's short code (4 digits), shown to the shopper and asked by the desk when the parcel is handed
    // over, so it goes to the person who ordered it. Null for delivery.
    pickupCode: text("pickup_code"),
    specialInstructions: text("special_instructions"),
    subtotal: money("subtotal"),
    deliveryFee: money("delivery_fee"),
    // Taken off in the chat ("₹50 off for two pairs"); the total is after it.
    discount: money("discount").default(sql`'0'`),
    // How she chose to pay (decision 083): now (prepaid), or the courier at her door (cod), with its fee.
    paymentChoice: text("payment_choice").notNull().default("prepaid"),
    codFee: money("cod_fee").default(sql`'0'`),
    // The language she ordered in (decision 084): the chat about the order, hers and the desk's messages, speaks it.
    // Orders from before it, and sales the owner entered, are English.
    language: text("language").$type<Language>().notNull().default("en"),
    total: money("total"),
    // What the shopper's page believed the total was, kept to spot stale prices.
    clientTotal: moneyColumn("client_total"),
    idempotencyKey: text("idempotency_key"),
    createdAt: stampedNow("created_at"),
    // When the owner was alerted that this unconfirmed order expires soon: set once, by whichever process claims it,
    // so she is told once however many processes run the clock.
    expiryWarnedAt: timestamp("expiry_warned_at", { withTimezone: true, mode: "string" }),
  },
  (t) => [
    index("orders_user_idx").on(t.userId, t.id),
    // A retried "Proceed" with the same key finds the first order instead of making a second.
    unique("orders_idempotency_unique").on(t.userId, t.idempotencyKey),
    // The expiry job's question (placed and older than the hold) and the open-orders cap's, kept small: only open ones.
    index("orders_placed_idx").on(t.createdAt).where(sql`status = 'placed'`),
    index("orders_user_placed_idx").on(t.userId).where(sql`status = 'placed'`),
    check("orders_total_adds_up", sql`${t.total} = ${t.subtotal} + ${t.deliveryFee} + ${t.codFee} - ${t.discount}`),
    check("orders_payment_choice_known", sql`${t.paymentChoice} IN ('prepaid', 'cod')`),
    check("orders_language_known", sql`${t.language} IN ('en', 'ml', 'hi')`),
    check("orders_cod_fee_only_for_cod", sql`${t.codFee} = 0 OR ${t.paymentChoice} = 'cod'`),
    // Today's COD orders to confirm, and a customer's open COD orders.
    index("orders_cod_idx").on(t.customerPhone, t.status).where(sql`payment_choice = 'cod'`),
    check("orders_discount_within_total", sql`${t.discount} >= 0 AND ${t.total} >= 0`),
    check("orders_phone_unless_walk_in", sql`${t.customerPhone} IS NOT NULL OR ${t.source} = 'walk_in'`),
    // The desk's list: newest first, optionally one status.
    index("orders_status_idx").on(t.status, t.id),
    // The desk's reports: the orders placed in a period (decision 057).
    index("orders_created_idx").on(t.createdAt),
    // The desk's customers (decision 058): one per phone, her orders in order, the latest per phone found by a probe.
    index("orders_customer_phone_idx").on(t.customerPhone, t.id).where(sql`customer_phone <> ''`),
    // The desk's search of orders and customers: a name or phone containing what she typed, anywhere in it.
    index("orders_customer_name_trgm_idx").using("gin", t.customerName.op("gin_trgm_ops")),
    index("orders_customer_phone_trgm_idx").using("gin", t.customerPhone.op("gin_trgm_ops")),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    // Kept for links; the snapshot below is what was sold even if the product changes or goes.
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    productName: text("product_name").notNull(),
    // The colour sold, null for the piece itself: with variant_id null it tells a colour since deleted from the piece
    // (whose units have nowhere to go back) from the piece itself.
    colorName: text("color_name"),
    // The option the shopper chose, named as the shop named it then (decision 069): the colour, or the piece itself
    // by the owner's colour name for it, else "As shown"; null for a piece sold without colours. Every paper and page
    // shows this, so a later rename never rewrites an order.
    optionName: text("option_name"),
    unitPrice: money("unit_price"),
    quantity: integer("quantity").notNull(),
    lineTotal: money("line_total"),
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId),
    // The reports' pieces with stock and no sale lately: a piece's last sale (decision 057).
    index("order_items_product_idx").on(t.productId),
    check("order_items_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

export const orderActor = pgEnum("order_actor", ["system", "shopper", "owner"]);

/**
 * Every change of an order's status, with who made it and why: placing (null → placed, by the shopper), the expiry
 * job cancelling an unconfirmed order (placed → cancelled, reason 'expired', by the system), and later the owner's
 * desk. The desk reads an order's story from here.
 */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: orderStatus("from_status"),
    toStatus: orderStatus("to_status").notNull(),
    // A short word the desk can filter on: 'placed', 'manual', 'status', 'expired', 'edited', 'payment'. An edit or a
    // payment leaves the status as it was: from_status and to_status are then the same.
    reason: text("reason").notNull(),
    actor: orderActor("actor").notNull(),
    // The shopper or owner who did it; null for the system (and if that account is ever deleted).
    actorUserId: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note"),
    // An edit's items and totals before and after; a payment's method, amount and reference.
    details: jsonb("details"),
    createdAt: stampedNow("created_at"),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.id)],
);

export const paymentMethod = pgEnum("payment_method", PAYMENT_METHODS);

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
