// The money received for an order and given back, as the owner recorded it: the payments module owns them (decision
// 079). The payment method's type is orders' (the figures count money by method too), named here like a foreign key.
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { moneyColumn } from "../../db/money-column";
import { orderReturns } from "../fulfilment/fulfilment-tables";
import { orders, paymentMethod } from "../orders/orders-tables";
import { users } from "../users/users-tables";

const stampedNow = (name: string) => timestamp(name, { withTimezone: true, mode: "string" }).notNull().defaultNow();
const money = (name: string) => moneyColumn(name).notNull();

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
    // A payment the gateway confirmed (decision 082): its id there (Razorpay's pay_…), unique, so the same payment is
    // recorded once whether the webhook, the checkout's return or the sweep hears of it first. None for the desk's.
    gatewayPaymentId: text("gateway_payment_id"),
  },
  (t) => [
    index("order_payments_order_idx").on(t.orderId),
    uniqueIndex("order_payments_gateway_payment_unique").on(t.gatewayPaymentId),
    check("order_payments_amount_positive", sql`${t.amount} > 0`),
    check("order_payments_void_has_reason", sql`${t.voidedAt} IS NULL OR ${t.voidReason} IS NOT NULL`),
    // One bank transaction pays once: the same UTR entered twice is a slip of the thumb, not a second payment. A
    // voided one (typed with the wrong amount) frees its UTR to be recorded again correctly.
    uniqueIndex("order_payments_upi_reference_unique").on(t.reference).where(sql`method = 'upi' AND voided_at IS NULL`),
  ],
);

/**
 * Money the shop gave back, as the owner recorded it: for units returned (return_id), for an order edited below what
 * was paid, or as goodwill ("₹50 off for a scratch"). An order's payment status (refunded, partly refunded) is summed
 * from these beside its payments, never stored. Like a payment, a refund recorded by mistake is voided, never deleted.
 */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    returnId: integer("return_id").references(() => orderReturns.id, { onDelete: "set null" }),
    method: paymentMethod("method").notNull(),
    amount: money("amount"),
    // The UPI UTR or the bank transfer's reference; none for cash.
    reference: text("reference"),
    reason: text("reason"),
    recordedBy: integer("recorded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: stampedNow("created_at"),
    voidedAt: timestamp("voided_at", { withTimezone: true, mode: "string" }),
    voidReason: text("void_reason"),
    voidedBy: integer("voided_by").references(() => users.id, { onDelete: "set null" }),
    // A refund sent through the gateway: its id there (rfnd_…) and where it stands (pending, processed, failed),
    // followed by webhook and sweep. None for a refund the owner gave by hand.
    gatewayRefundId: text("gateway_refund_id"),
    gatewayStatus: text("gateway_status"),
    // The gateway payment it gives back from (pay_…), written with the refund before the gateway is asked: set with no
    // gateway_refund_id yet, the refund is still being sent (the sweep sends it again, with the same idempotency key).
    gatewayPaymentId: text("gateway_payment_id"),
  },
  (t) => [
    index("order_refunds_order_idx").on(t.orderId),
    uniqueIndex("order_refunds_gateway_refund_unique").on(t.gatewayRefundId),
    check(
      "order_refunds_gateway_status_known",
      sql`${t.gatewayStatus} IS NULL OR ${t.gatewayStatus} IN ('pending', 'processed', 'failed')`,
    ),
    check("order_refunds_amount_positive", sql`${t.amount} > 0`),
    check(
      "order_refunds_gateway_refund_has_payment",
      sql`${t.gatewayRefundId} IS NULL OR ${t.gatewayPaymentId} IS NOT NULL`,
    ),
    // The sweep's question: which refunds through the gateway are still to be sent.
    index("order_refunds_unsent_idx")
      .on(t.id)
      .where(sql`gateway_payment_id IS NOT NULL AND gateway_refund_id IS NULL AND voided_at IS NULL`),
    check("order_refunds_void_has_reason", sql`${t.voidedAt} IS NULL OR ${t.voidReason} IS NOT NULL`),
  ],
);

/**
 * What the shop asked the payment gateway to collect for an order (decision 082): a checkout the shopper opens from her
 * order page, or a payment link the owner sends. Its amount is what the order owed when it was made; a new one is
 * made when that changes. The sweep asks the gateway about those still unpaid (`checked_at`: when it last did).
 */
export const gatewayOrders = pgTable(
  "gateway_orders",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    gateway: text("gateway").notNull(),
    // The gateway's id of it: Razorpay's order_… for a checkout, plink_… for a payment link.
    gatewayId: text("gateway_id").notNull(),
    purpose: text("purpose").notNull(),
    amount: money("amount"),
    // The shop's reference sent with it, unique at the gateway: the order number and the attempt (MJ-000123-1).
    receipt: text("receipt").notNull(),
    // A payment link's address, for the owner to send again.
    linkUrl: text("link_url"),
    createdAt: stampedNow("created_at"),
    paidAt: timestamp("paid_at", { withTimezone: true, mode: "string" }),
    checkedAt: timestamp("checked_at", { withTimezone: true, mode: "string" }),
  },
  (t) => [
    uniqueIndex("gateway_orders_gateway_id_unique").on(t.gateway, t.gatewayId),
    uniqueIndex("gateway_orders_receipt_unique").on(t.gateway, t.receipt),
    index("gateway_orders_order_idx").on(t.orderId),
    // The sweep's question: which are still unpaid, oldest asked first.
    index("gateway_orders_unpaid_idx").on(t.checkedAt).where(sql`paid_at IS NULL`),
    check("gateway_orders_purpose_known", sql`${t.purpose} IN ('checkout', 'link')`),
    check("gateway_orders_amount_positive", sql`${t.amount} > 0`),
  ],
);

/**
 * Every webhook the gateway posted that the shop took (decision 082), by the gateway's event id: a retried or
 * duplicated delivery finds its row and changes nothing. The event is kept when it arrives and applied after the
 * reply, in the transaction that writes its effect and `applied_at`; one that cannot be applied yet (a refund's,
 * before the shop wrote its refund) waits for the sweep. Its payload is cleared once applied: it holds the shopper's
 * email and phone as the gateway knows them.
 */
export const gatewayEvents = pgTable(
  "gateway_events",
  {
    gateway: text("gateway").notNull(),
    eventId: text("event_id").notNull(),
    event: text("event").notNull(),
    payload: jsonb("payload"),
    receivedAt: stampedNow("received_at"),
    appliedAt: timestamp("applied_at", { withTimezone: true, mode: "string" }),
    tries: integer("tries").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.gateway, t.eventId] }),
    index("gateway_events_waiting_idx").on(t.receivedAt).where(sql`applied_at IS NULL`),
  ],
);
