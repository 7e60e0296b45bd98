// The invoices' API: the month's documents for the accountant, and an older order's invoice issued on request.
import { z } from "zod";
import { recordIdFromText } from "../api/record-id";
import { calendarMonth } from "../calendar/calendar-schemas";
import { text } from "../text/well-formed-text";
import { orderInvoiceSchema } from "./invoice-document";

/** A calendar month, 2026-11: the month's documents are those issued on its India days. */
export const invoicesCsvQuerySchema = z.object({
  month: calendarMonth("month", "The month (India days) whose documents to list"),
});

/** The CSV itself (text/csv): one row per line of each invoice, bill of supply and credit note. */
export const invoicesCsvResponseSchema = text();

export const invoiceOrderParamsSchema = z.object({ id: recordIdFromText("id") });

/** The order's standing invoice (or bill of supply), issued by this request or before it. */
export const issueInvoiceResponseSchema = z.object({ invoice: orderInvoiceSchema });
