// What an invoice, a bill of supply or a credit note says, as it was on the day it was issued: the server builds it
// once (modules/invoices), keeps it unchanged in invoices.document, and renders it to PDF as often as asked. Every
// figure is already worked out here (taxable value, each tax, totals, the amount in words): the renderer only lays it
// out, so a reprint is always the same paper.
import { z } from "zod";
import { text } from "../text/well-formed-text";

export const INVOICE_DOCUMENT_KINDS = ["tax_invoice", "bill_of_supply", "credit_note"] as const;
export type InvoiceDocumentKind = (typeof INVOICE_DOCUMENT_KINDS)[number];

/** How the tax splits: CGST + SGST when the place of supply is the shop's own state, IGST when it is another, none
 * on a bill of supply (a seller without a GSTIN charges no GST). */
export const TAX_SPLITS = ["intra_state", "inter_state", "none"] as const;
export type TaxSplit = (typeof TAX_SPLITS)[number];

/** Rupees as the API writes them: "1299.50" (packages/core money.ts). */
const rupees = text().regex(/^-?\d+\.\d{2}$/);

export const invoiceLineSchema = z.object({
  description: text().describe("The product's name as sold, with its colour when it has one"),
  hsn: text().describe("HSN code (7117, imitation jewellery) or SAC for a service such as delivery"),
  quantity: z.number().int(),
  unit_price: rupees.describe("The price per unit the customer was asked, tax included"),
  discount: rupees.describe("This line's share of the order's discount, tax included; 0.00 when none"),
  taxable_value: rupees,
  rate_percent: text().describe('The GST rate, "3"; "0" on a bill of supply'),
  cgst: rupees,
  sgst: rupees,
  igst: rupees,
  total: rupees.describe(
    "What was paid for the line: quantity × unit_price − discount = taxable_value + cgst + sgst + igst",
  ),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoicePartySchema = z.object({
  name: text(),
  address: text().nullable().describe("Whole, one line per line (newlines between)"),
  state: text().nullable(),
  state_code: text().nullable().describe('Two digits, GST state code: "32" Kerala'),
  phone: text().nullable(),
  gstin: text().nullable(),
});

export const invoiceDocumentSchema = z.object({
  kind: z.enum(INVOICE_DOCUMENT_KINDS),
  title: text().describe('"Tax Invoice", "Bill of Supply" or "Credit Note"'),
  number: text().max(16),
  issued_on: text().describe("The shop's calendar day (India), YYYY-MM-DD"),
  order_number: text(),
  against: z
    .object({ number: text(), issued_on: text() })
    .nullable()
    .describe("A credit note's invoice; null otherwise"),
  reason: text().nullable().describe("Why a credit note was issued (units returned, refund); null otherwise"),
  seller: invoicePartySchema.extend({ email: text().nullable() }),
  buyer: invoicePartySchema,
  place_of_supply: text().describe('"32-Kerala"'),
  tax_split: z.enum(TAX_SPLITS),
  lines: z.array(invoiceLineSchema),
  taxable_value: rupees,
  cgst: rupees,
  sgst: rupees,
  igst: rupees,
  total: rupees,
  amount_in_words: text().describe('"Rupees One Thousand Two Hundred Ninety-Nine Only"'),
  notes: z.array(text()).describe("Lines printed at the foot (e.g. that a bill of supply carries no tax)"),
});
export type InvoiceDocument = z.infer<typeof invoiceDocumentSchema>;

/** An order's document as the order's views list it: enough to name it and fetch its PDF. */
export const orderInvoiceSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(INVOICE_DOCUMENT_KINDS),
    number: text().describe("MJ/26-27/000123"),
    issued_on: text().describe("The shop's calendar day (India), YYYY-MM-DD"),
  })
  .meta({ id: "OrderInvoice" });
export type OrderInvoice = z.infer<typeof orderInvoiceSchema>;
