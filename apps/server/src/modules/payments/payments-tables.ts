// The money received for an order and given back, as the owner recorded it: the payments module owns them (decision
// 079). The payment method's type is orders' (the figures count money by method too), named here like a foreign key.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
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
  },
  (t) => [
    index("order_refunds_order_idx").on(t.orderId),
    check("order_refunds_amount_positive", sql`${t.amount} > 0`),
    check("order_refunds_void_has_reason", sql`${t.voidedAt} IS NULL OR ${t.voidReason} IS NOT NULL`),
  ],
);
