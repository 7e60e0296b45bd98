// Writing and finding the shop's issued documents: one row each, numbered from its series in the transaction that
// writes it, never changed afterwards.

import { isoDay } from "@mayil/core/calendar/iso-day";
import { financialYearOf } from "@mayil/core/invoices/financial-year";
import type { InvoiceDocument, InvoiceDocumentKind } from "@mayil/core/invoices/invoice-document";
import { invoiceNumber } from "@mayil/core/invoices/invoice-numbers";
import type { Paise } from "@mayil/core/money/money";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { nextSerial } from "./invoice-series";
import { invoices } from "./invoices-tables";

/** An issued document as other modules read it (the PDFs render `document`). */
export interface IssuedInvoice {
  id: number;
  orderId: number;
  kind: InvoiceDocumentKind;
  number: string;
  /** The moment it was issued (ISO 8601); the document's issued_on is its India day. */
  issuedAt: string;
  document: InvoiceDocument;
}

export type InvoiceRow = typeof invoices.$inferSelect;

export const issuedInvoice = (row: InvoiceRow): IssuedInvoice => ({
  id: row.id,
  orderId: row.orderId,
  kind: row.kind,
  number: row.number,
  issuedAt: new Date(row.issuedAt).toISOString(),
  document: row.document as InvoiceDocument,
});

/** Everything a document says but its number and day, which come from the series when it is written. */
export type UnnumberedDocument = Omit<InvoiceDocument, "number" | "issued_on">;

export interface NewDocument {
  orderId: number;
  kind: InvoiceDocumentKind;
  invoicePrefix: string;
  document: UnnumberedDocument;
  totals: { taxable: Paise; cgst: Paise; sgst: Paise; igst: Paise; total: Paise };
  againstInvoiceId?: number;
  returnId?: number;
  refundId?: number;
  byUserId: number | null;
  /** When it is issued: its day (India) names its financial year and so its series. */
  at: Date;
}

export async function writeDocument(tx: Transaction, fresh: NewDocument): Promise<IssuedInvoice> {
  const issuedOn = isoDay(fresh.at);
  const financialYear = financialYearOf(issuedOn);
  const serial = await nextSerial(tx, fresh.kind, financialYear);
  const number = invoiceNumber(fresh.kind, fresh.invoicePrefix, financialYear, serial);
  const document: InvoiceDocument = { ...fresh.document, number, issued_on: issuedOn };
  const [row] = await tx
    .insert(invoices)
    .values({
      orderId: fresh.orderId,
      kind: fresh.kind,
      financialYear,
      serial,
      number,
      againstInvoiceId: fresh.againstInvoiceId ?? null,
      returnId: fresh.returnId ?? null,
      refundId: fresh.refundId ?? null,
      placeOfSupply: document.place_of_supply,
      taxableValue: fresh.totals.taxable,
      cgst: fresh.totals.cgst,
      sgst: fresh.totals.sgst,
      igst: fresh.totals.igst,
      total: fresh.totals.total,
      document,
      issuedBy: fresh.byUserId,
      issuedAt: fresh.at.toISOString(),
    })
    .returning();
  if (!row) throw new Error("invoice insert returned no row");
  return issuedInvoice(row);
}

/**
 * The order's invoice (or bill of supply) that stands: the newest one not withdrawn. A credit note with neither a
 * return nor a refund withdraws the invoice it is against (the order was cancelled, or changed and invoiced again);
 * credit notes for returns and refunds leave it standing.
 */
export async function standingInvoice(db: Database | Transaction, orderId: number): Promise<InvoiceRow | undefined> {
  const withdrawing = sql`exists (select 1 from invoices as credit where credit.against_invoice_id = ${invoices.id}
    and credit.return_id is null and credit.refund_id is null)`;
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), ne(invoices.kind, "credit_note"), sql`not ${withdrawing}`))
    .orderBy(desc(invoices.id))
    .limit(1);
  return row;
}

/** What credit notes have taken off an invoice so far, in paise. */
export async function creditedSoFar(db: Database | Transaction, invoiceId: number): Promise<Paise> {
  const [row] = await db
    .select({ paise: sql<string>`coalesce(sum(${invoices.total} * 100), 0)::bigint` })
    .from(invoices)
    .where(and(eq(invoices.againstInvoiceId, invoiceId), eq(invoices.kind, "credit_note")));
  return Number(row?.paise ?? 0);
}
