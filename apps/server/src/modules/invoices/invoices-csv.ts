// The month's documents for the accountant, one row per line of each invoice, bill of supply and credit note, with
// the columns GSTR-1 asks for (document type and number, date, place of supply, HSN, rate, quantity, taxable value,
// each tax, total). A credit note's amounts are negative, so a column summed over the month gives the net; its type
// column says "Credit Note" and names the invoice it is against, for the return's credit and debit notes table.
import type { InvoiceDocumentKind } from "@mayil/core/invoices/invoice-document";
import { Money } from "@mayil/core/money/money";
import { stringify } from "csv-stringify/sync";
import type { Database } from "../../db/database";
import { TITLES } from "./invoice-paper";
import { monthInvoices } from "./invoice-reads";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** 2026-11-27 → 27-Nov-2026, the GST portal's own form of a date, which no spreadsheet misreads as another day. */
export function portalDate(day: string): string {
  const [year, month, date] = day.split("-");
  return `${date}-${MONTHS[Number(month) - 1]}-${year}`;
}

const CSV_COLUMNS = [
  "Document type",
  "Document number",
  "Document date",
  "Against invoice",
  "Order",
  "Customer",
  "Place of supply",
  "Description",
  "HSN",
  "Rate (%)",
  "Quantity",
  "Taxable value (₹)",
  "CGST (₹)",
  "SGST (₹)",
  "IGST (₹)",
  "Total (₹)",
];

const SIGN: Record<InvoiceDocumentKind, 1 | -1> = { tax_invoice: 1, bill_of_supply: 1, credit_note: -1 };

export async function invoicesCsv(db: Database, month: string): Promise<{ filename: string; text: string }> {
  const documents = await monthInvoices(db, month);
  const records = documents.flatMap(({ kind, number, document }) =>
    document.lines.map((line) => {
      // Amounts go as numbers: a spreadsheet sums them, and a number is never read as a formula (a text starting
      // with - would be, so it would get the leading ' that typed text gets).
      const amount = (wire: string) => (SIGN[kind] * Money.fromWire(wire)) / 100;
      return [
        TITLES[kind],
        number,
        portalDate(document.issued_on),
        document.against?.number ?? "",
        document.order_number,
        document.buyer.name,
        document.place_of_supply,
        line.description,
        line.hsn,
        line.rate_percent,
        String(line.quantity),
        amount(line.taxable_value),
        amount(line.cgst),
        amount(line.sgst),
        amount(line.igst),
        amount(line.total),
      ];
    }),
  );
  const text = stringify(records, {
    // Excel reads a file without the byte order mark as ANSI and garbles ₹ and Malayalam names.
    bom: true,
    header: true,
    columns: CSV_COLUMNS,
    cast: { number: (value) => value.toFixed(2) },
    // A customer's name (or anything typed) starting with = + - @ gets a leading ' so no spreadsheet runs it.
    escape_formulas: true,
    record_delimiter: "windows",
  });
  return { filename: `invoices-${month}.csv`, text };
}
