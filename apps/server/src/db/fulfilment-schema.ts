// After an order is agreed: the parcel that carries it (courier and tracking number), the units that came back, the
// money given back, and the invoices, bills of supply and credit notes the shop issued for it.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
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
import { users } from "./account-schema";
import { bytea } from "./back-office-schema";
import { moneyColumn } from "./money-column";
import { orderItems, orders, paymentMethod } from "./shopping-schema";

const stampedNow = (name: string) => timestamp(name, { withTimezone: true, mode: "string" }).notNull().defaultNow();
const money = (name: string) => moneyColumn(name).notNull();

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

/** tax_invoice when the shop has a GSTIN, bill_of_supply when it has none; credit_note against either. */
export const INVOICE_KINDS = ["tax_invoice", "bill_of_supply", "credit_note"] as const;
export const invoiceKind = pgEnum("invoice_kind", INVOICE_KINDS);

/**
 * The last serial given in each series (one per kind) and financial year ("2026-27", April to March). Taking the
 * next serial updates this row in the transaction that writes the invoice, so serials are consecutive with no gap
 * (a rolled-back invoice gives its serial back) and no duplicate (two invoices at once take turns on the row).
 */
export const invoiceSeries = pgTable(
  "invoice_series",
  {
    kind: invoiceKind("kind").notNull(),
    financialYear: text("financial_year").notNull(),
    lastSerial: integer("last_serial").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);

/**
 * Every invoice, bill of supply and credit note the shop issued: never changed and never deleted once written (the
 * law keeps them). `document` holds everything printed on it (seller, buyer, place of supply, lines with HSN, tax,
 * totals, amount in words) as it was on the day, so a reprint years later is the same paper; the money columns
 * repeat its totals for the month's reports.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    kind: invoiceKind("kind").notNull(),
    financialYear: text("financial_year").notNull(),
    serial: integer("serial").notNull(),
    /** As printed, at most 16 characters: MJ/26-27/000123, CN/26-27/000004. */
    number: text("number").notNull(),
    /** A credit note's invoice. */
    againstInvoiceId: integer("against_invoice_id").references((): AnyPgColumn => invoices.id, {
      onDelete: "restrict",
    }),
    returnId: integer("return_id").references(() => orderReturns.id, { onDelete: "restrict" }),
    refundId: integer("refund_id").references(() => orderRefunds.id, { onDelete: "restrict" }),
    /** "32-Kerala": the state code and name the supply was made to. */
    placeOfSupply: text("place_of_supply").notNull(),
    taxableValue: money("taxable_value"),
    cgst: money("cgst"),
    sgst: money("sgst"),
    igst: money("igst"),
    total: money("total"),
    document: jsonb("document").notNull(),
    issuedBy: integer("issued_by").references(() => users.id, { onDelete: "set null" }),
    issuedAt: stampedNow("issued_at"),
  },
  (t) => [
    unique("invoices_serial_unique").on(t.kind, t.financialYear, t.serial),
    unique("invoices_number_unique").on(t.number),
    index("invoices_order_idx").on(t.orderId),
    index("invoices_issued_idx").on(t.issuedAt),
    check("invoices_number_length", sql`length(${t.number}) <= 16`),
    check("invoices_serial_positive", sql`${t.serial} > 0`),
    check(
      "invoices_credit_note_against_invoice",
      sql`(${t.kind} = 'credit_note') = (${t.againstInvoiceId} IS NOT NULL)`,
    ),
  ],
);

/**
 * Each issued document's PDF as it was first rendered (modules/printing, decision 063): a document never changes once
 * issued, so neither does its paper, and a second download sends these bytes instead of rendering again. Kept apart
 * from `invoices` so the many reads of documents never carry the files. Left out of backups: it is made again from
 * `document`, the same paper, on the first download after a restore.
 */
export const invoicePdfs = pgTable("invoice_pdfs", {
  invoiceId: integer("invoice_id")
    .primaryKey()
    .references(() => invoices.id, { onDelete: "restrict" }),
  pdf: bytea("pdf").notNull(),
  renderedAt: stampedNow("rendered_at"),
});
