// The invoices, bills of supply and credit notes the shop issued, and the serial of each series (decision 051).
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
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
import { moneyColumn } from "../../db/money-column";
import { orderReturns } from "../fulfilment/fulfilment-tables";
import { orders } from "../orders/orders-tables";
import { orderRefunds } from "../payments/payments-tables";
import { users } from "../users/users-tables";

const stampedNow = (name: string) => timestamp(name, { withTimezone: true, mode: "string" }).notNull().defaultNow();
const money = (name: string) => moneyColumn(name).notNull();

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
