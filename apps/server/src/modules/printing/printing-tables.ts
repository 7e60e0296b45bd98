// Each issued document's PDF, kept after its first render (decision 063).
import { integer, pgTable, timestamp } from "drizzle-orm/pg-core";
import { bytea } from "../../db/bytea-column";
import { invoices } from "../invoices/invoices-tables";

const stampedNow = (name: string) => timestamp(name, { withTimezone: true, mode: "string" }).notNull().defaultNow();

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
