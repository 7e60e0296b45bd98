// What shoppers keep and buy: cart lines, wishlist entries, and orders with a snapshot of each item as sold and the
// events of their life.
import { ORDER_STATUSES } from "@mayil/core/order-life-cycle";
import { PAYMENT_METHODS } from "@mayil/core/order-payments";
import { ORDER_SOURCES } from "@mayil/core/owner-schemas";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./account-schema";
import { moneyColumn } from "./money-column";
import { products, productVariants } from "./schema";

const stampedNow = (name: string) => timestamp(name, { withTimezone: true, mode: "string" }).notNull().defaultNow();
const money = (name: string) => moneyColumn(name).notNull();

export const cartLines = pgTable(
  "cart_lines",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    // The colour chosen; null for the product itself. The same product in two colours is two lines.
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    createdAt: stampedNow("created_at"),
    updatedAt: stampedNow("updated_at"),
  },
  (t) => [
    check("cart_lines_quantity_positive", sql`${t.quantity} > 0`),
    // NULLS NOT DISTINCT: a product without a colour is one line too, not one per add.
    unique("cart_lines_one_per_item").on(t.userId, t.productId, t.variantId).nullsNotDistinct(),
  ],
);

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: stampedNow("created_at"),
  },
  (t) => [unique("wishlist_items_one_per_product").on(t.userId, t.productId)],
);

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
    check("orders_total_adds_up", sql`${t.total} = ${t.subtotal} + ${t.deliveryFee} - ${t.discount}`),
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

/**
 * Money the shop received for an order, as the owner recorded it. An order's payment status (unpaid, partly paid,
 * paid) and amount paid are always summed from these rows, never stored beside them.
 */
export const orderPayments = pgTable(
  "order_payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    method: paymentMethod("method").notNull(),
    amount: money("amount"),
    // The UPI UTR (12 digits) or a bank transfer's reference; none for cash.
    reference: text("reference"),
    recordedBy: integer("recorded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: stampedNow("created_at"),
    // A payment recorded by mistake is voided, never deleted: it stays on the order's timeline with why and by whom,
    // and no longer counts towards what was paid.
    voidedAt: timestamp("voided_at", { withTimezone: true, mode: "string" }),
    voidReason: text("void_reason"),
    voidedBy: integer("voided_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("order_payments_order_idx").on(t.orderId),
    check("order_payments_amount_positive", sql`${t.amount} > 0`),
    check("order_payments_void_has_reason", sql`${t.voidedAt} IS NULL OR ${t.voidReason} IS NOT NULL`),
    // One bank transaction pays once: the same UTR entered twice is a slip of the thumb, not a second payment. A
    // voided one (typed with the wrong amount) frees its UTR to be recorded again correctly.
    uniqueIndex("order_payments_upi_reference_unique").on(t.reference).where(sql`method = 'upi' AND voided_at IS NULL`),
  ],
);
