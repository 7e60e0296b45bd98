// The papers the shop prints, over the API: the packing slip of an order and its invoices, bills of supply and credit
// notes as PDFs (the owner's, and a shopper's own), and a month's invoices in one PDF for the accounts.
import { z } from "zod";
import { recordIdFromText } from "../api/record-id";
import { calendarMonth } from "../calendar/calendar-schemas";

export const packingSlipParamsSchema = z.object({ id: recordIdFromText("id") });

export const invoiceIdParamsSchema = z.object({ id: recordIdFromText("id") });

export const orderInvoiceParamsSchema = z.object({ orderId: recordIdFromText("orderId"), id: recordIdFromText("id") });

export const invoiceMonthQuerySchema = z.object({
  month: calendarMonth(
    "month",
    "The month (India's calendar) whose invoices, bills of supply and credit notes to print",
  ),
});

/** A PDF to save or open (application/pdf, as an attachment); the client gets its bytes as a Blob. */
export const pdfResponseSchema = z
  .custom<Blob>((value) => typeof Blob !== "undefined" && value instanceof Blob)
  .describe("The PDF (application/pdf), as an attachment");

/** The order's standing invoice (or bill of supply), issued by the request when it had none. */
