// Invoice documents as the invoices module keeps them (packages/core invoice-document.ts), for the renderer's tests:
// a Kerala buyer (CGST + SGST), a Karnataka buyer (IGST), a bill of supply and a credit note. The figures are made up
// to be easy to find in the PDF's text; the invoices module's own tests check how real ones are worked out.
import type { InvoiceDocument } from "@mayil/core/invoices/invoice-document";

const seller = {
  name: "Mayil Jewels (Lakshmi Nair)",
  address: "TC 9/1234, Sasthamangalam\nThiruvananthapuram, Kerala - 695010",
  state: "Kerala",
  state_code: "32",
  phone: "+91 98470 12345",
  gstin: "32ABCDE1234F1Z5",
  email: "hello@mayiljewels.in",
};

export const keralaInvoice: InvoiceDocument = {
  kind: "tax_invoice",
  title: "Tax Invoice",
  number: "MJ/26-27/000123",
  issued_on: "2026-11-27",
  order_number: "MJ-000456",
  against: null,
  reason: null,
  seller,
  buyer: {
    name: "ശ്രീലക്ഷ്മി കൃഷ്ണൻ",
    address: "TC 12/345, Pattom\nThiruvananthapuram, Kerala - 695004",
    state: "Kerala",
    state_code: "32",
    phone: "+91 94470 55555",
    gstin: null,
  },
  place_of_supply: "32-Kerala",
  tax_split: "intra_state",
  lines: [
    {
      description: "Kemp Jhumka Earrings (Ruby red)",
      hsn: "7117",
      quantity: 2,
      unit_price: "649.75",
      discount: "0.00",
      taxable_value: "1261.65",
      rate_percent: "3",
      cgst: "18.92",
      sgst: "18.93",
      igst: "0.00",
      total: "1299.50",
    },
  ],
  taxable_value: "1261.65",
  cgst: "18.92",
  sgst: "18.93",
  igst: "0.00",
  total: "1299.50",
  amount_in_words: "Rupees One Thousand Two Hundred Ninety-Nine and Fifty Paise Only",
  notes: ["This is a computer-generated invoice."],
};

export const karnatakaInvoice: InvoiceDocument = {
  ...keralaInvoice,
  number: "MJ/26-27/000124",
  order_number: "MJ-000457",
  buyer: {
    name: "Ananya Rao",
    address: "42, 5th Cross, Malleshwaram\nBengaluru, Karnataka - 560003",
    state: "Karnataka",
    state_code: "29",
    phone: "+91 99000 11111",
    gstin: null,
  },
  place_of_supply: "29-Karnataka",
  tax_split: "inter_state",
  lines: [
    {
      description: "Oxidised Silver Choker",
      hsn: "7117",
      quantity: 1,
      unit_price: "2160.00",
      discount: "100.00",
      taxable_value: "2000.00",
      rate_percent: "3",
      cgst: "0.00",
      sgst: "0.00",
      igst: "60.00",
      total: "2060.00",
    },
  ],
  taxable_value: "2000.00",
  cgst: "0.00",
  sgst: "0.00",
  igst: "60.00",
  total: "2060.00",
  amount_in_words: "Rupees Two Thousand Sixty Only",
};

export const billOfSupply: InvoiceDocument = {
  ...keralaInvoice,
  kind: "bill_of_supply",
  title: "Bill of Supply",
  number: "MJB/26-27/000007",
  seller: { ...seller, gstin: null },
  tax_split: "none",
  lines: [
    {
      description: "Kemp Jhumka Earrings (Ruby red)",
      hsn: "7117",
      quantity: 2,
      unit_price: "649.75",
      discount: "0.00",
      taxable_value: "1299.50",
      rate_percent: "0",
      cgst: "0.00",
      sgst: "0.00",
      igst: "0.00",
      total: "1299.50",
    },
  ],
  taxable_value: "1299.50",
  cgst: "0.00",
  sgst: "0.00",
  igst: "0.00",
  total: "1299.50",
  notes: ["Composition or unregistered supplier: not eligible to collect tax on supplies."],
};

export const creditNote: InvoiceDocument = {
  ...keralaInvoice,
  kind: "credit_note",
  title: "Credit Note",
  number: "CN/26-27/000004",
  issued_on: "2026-12-02",
  against: { number: "MJ/26-27/000123", issued_on: "2026-11-27" },
  reason: "1 of 2 Kemp Jhumka Earrings returned",
  lines: [
    { ...keralaInvoice.lines[0], quantity: 1, taxable_value: "630.83", cgst: "9.46", sgst: "9.46", total: "649.75" },
  ] as InvoiceDocument["lines"],
  taxable_value: "630.83",
  cgst: "9.46",
  sgst: "9.46",
  total: "649.75",
  amount_in_words: "Rupees Six Hundred Forty-Nine and Seventy-Five Paise Only",
};
