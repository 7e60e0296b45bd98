// The next serial of a series (a kind of document in a financial year). One statement takes it: the series' row is
// inserted at 1 or its last serial raised by one, and the row stays locked until the transaction that writes the
// invoice ends. Two invoices at once take turns on the row (no duplicate); a transaction rolled back takes its
// increment back with it (no gap); a new financial year's first invoice inserts its row (a new series from 1).
import type { InvoiceDocumentKind } from "@mayil/core/invoices/invoice-document";
import { sql } from "drizzle-orm";
import type { Transaction } from "../../db/database";
import { invoiceSeries } from "./invoices-tables";

export async function nextSerial(tx: Transaction, kind: InvoiceDocumentKind, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceSeries)
    .values({ kind, financialYear, lastSerial: 1 })
    .onConflictDoUpdate({
      target: [invoiceSeries.kind, invoiceSeries.financialYear],
      set: { lastSerial: sql`${invoiceSeries.lastSerial} + 1` },
    })
    .returning({ serial: invoiceSeries.lastSerial });
  if (!row) throw new Error("invoice series upsert returned no row");
  return row.serial;
}
