// Reading issued documents: an order's (its page, its PDFs), a month's (the accountant's CSV and PDF), and the short
// list the order views carry.
import type { OrderInvoice } from "@mayil/core/invoices/invoice-document";
import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { type IssuedInvoice, issuedInvoice } from "./invoice-records";
import { invoices } from "./invoices-tables";

/** Every document issued for the order, oldest first: its invoices and their credit notes. */
export async function orderInvoices(db: Database | Transaction, orderId: number): Promise<IssuedInvoice[]> {
  const rows = await db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.id));
  return rows.map(issuedInvoice);
}

/** One issued document by its id (the owner's PDF of it); null when there is none. */
export async function invoiceById(db: Database | Transaction, id: number): Promise<IssuedInvoice | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row ? issuedInvoice(row) : null;
}

/** When a month (2026-11) begins and ends in India, as instants. */
export function indiaMonth(month: string): { from: Date; to: Date } {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) throw new RangeError(`Not a month: ${month}`);
  const year = Number(match[1]);
  const number = Number(match[2]);
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
  return { from: new Date(`${month}-01T00:00:00+05:30`), to: new Date(`${next}-01T00:00:00+05:30`) };
}

/** Every document issued in a month (2026-11, India days), in the order they were issued. */
export async function monthInvoices(db: Database | Transaction, month: string): Promise<IssuedInvoice[]> {
  const { from, to } = indiaMonth(month);
  const rows = await db
    .select()
    .from(invoices)
    .where(and(gte(invoices.issuedAt, from.toISOString()), lt(invoices.issuedAt, to.toISOString())))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
  return rows.map(issuedInvoice);
}

/** The orders' documents as their views list them (number, kind, day), oldest first. */
export async function invoiceSummaries(
  db: Database | Transaction,
  orderIds: number[],
): Promise<Map<number, OrderInvoice[]>> {
  const lists = new Map<number, OrderInvoice[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return lists;
  const rows = await db
    .select({
      id: invoices.id,
      orderId: invoices.orderId,
      kind: invoices.kind,
      number: invoices.number,
      document: invoices.document,
    })
    .from(invoices)
    .where(inArray(invoices.orderId, orderIds))
    .orderBy(asc(invoices.id));
  for (const row of rows) {
    const issuedOn = (row.document as { issued_on: string }).issued_on;
    lists.get(row.orderId)?.push({ id: row.id, kind: row.kind, number: row.number, issued_on: issuedOn });
  }
  return lists;
}
