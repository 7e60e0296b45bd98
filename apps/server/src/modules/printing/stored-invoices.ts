// The invoices the shop issued, read for printing: one by its id, or a month's, each as the document it was issued
// with (checked against the contract, so a paper is never set from something else).
import { type InvoiceDocument, invoiceDocumentSchema } from "@mayil/core/invoice-document";
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { invoices } from "../../db/fulfilment-schema";

export async function storedInvoice(
  db: Database,
  id: number,
): Promise<{ orderId: number; document: InvoiceDocument } | null> {
  const [row] = await db
    .select({ orderId: invoices.orderId, document: invoices.document })
    .from(invoices)
    .where(eq(invoices.id, id));
  return row ? { orderId: row.orderId, document: invoiceDocumentSchema.parse(row.document) } : null;
}

/** The month's documents ("2026-11", India's calendar), oldest first. */
export async function monthsInvoices(db: Database, month: string): Promise<InvoiceDocument[]> {
  const rows = await db
    .select({ document: invoices.document })
    .from(invoices)
    .where(sql`to_char(${invoices.issuedAt} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') = ${month}`)
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
  return rows.map((row) => invoiceDocumentSchema.parse(row.document));
}
