// The invoices' API: the month's documents for the accountant, and an older order's invoice issued on request.
import { z } from "zod";
import { orderInvoiceSchema } from "./invoice-document";
import { recordIdFromText } from "./record-id";
import { text } from "./well-formed-text";

/** A calendar month, 2026-11: the month's documents are those issued on its India days. */
export const invoiceMonth = text({ error: "month must be a month as YYYY-MM, e.g. 2026-11" }).regex(
  /^\d{4}-(0[1-9]|1[0-2])$/,
  { error: "month must be a month as YYYY-MM, e.g. 2026-11" },
);

export const invoicesCsvQuerySchema = z.object({
  month: invoiceMonth.describe("The month (India days), YYYY-MM"),
});

/** The CSV itself (text/csv): one row per line of each invoice, bill of supply and credit note. */
export const invoicesCsvResponseSchema = text();

export const invoiceOrderParamsSchema = z.object({ id: recordIdFromText("id") });

/** The order's standing invoice (or bill of supply), issued by this request or before it. */
export const issueInvoiceResponseSchema = z.object({ invoice: orderInvoiceSchema });
