// The papers the shop prints, over the API: the packing slip of an order and its invoices, bills of supply and credit
// notes as PDFs (the owner's, and a shopper's own), and a month's invoices in one PDF for the accounts.
import { z } from "zod";
import { recordIdFromText } from "./record-id";
import { text } from "./well-formed-text";

export const packingSlipParamsSchema = z.object({ id: recordIdFromText("id") });

export const invoiceIdParamsSchema = z.object({ id: recordIdFromText("id") });

export const orderInvoiceParamsSchema = z.object({ orderId: recordIdFromText("orderId"), id: recordIdFromText("id") });

/** A calendar month, "2026-11". */
export const INVOICE_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const invoiceMonthQuerySchema = z.object({
  month: text({ error: "month is required, as YYYY-MM (e.g. 2026-11)" })
    .regex(INVOICE_MONTH, { error: "month must be a month as YYYY-MM, e.g. 2026-11" })
    .describe("The month (India's calendar) whose invoices, bills of supply and credit notes to print"),
});

/** A PDF to save or open (application/pdf, as an attachment); the client gets its bytes as a Blob. */
export const pdfResponseSchema = z
  .custom<Blob>((value) => typeof Blob !== "undefined" && value instanceof Blob)
  .describe("The PDF (application/pdf), as an attachment");

/** The order's standing invoice (or bill of supply), issued by the request when it had none. */
