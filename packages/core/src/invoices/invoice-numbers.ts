// The numbers printed on the shop's invoices: a series per kind of document, a fresh one each financial year, at
// most 16 characters (the GST rules' limit): MJ/26-27/000123 (tax invoice), MJB/26-27/000123 (bill of supply, its
// own series), CN/26-27/000004 (credit note).

import { shortFinancialYear } from "./financial-year";
import type { InvoiceDocumentKind } from "./invoice-document";

export const INVOICE_NUMBER_MAX_LENGTH = 16;
/** Credit notes' prefix, whatever the invoices' is. */
export const CREDIT_NOTE_PREFIX = "CN";

/**
 * What INVOICE_PREFIX may be: 1 to 3 capital letters or digits, so a bill of supply's number (prefix, B, year,
 * serial) still fits in 16; never starting with CN, the credit notes' own.
 */
export function invoicePrefixProblem(prefix: string): string | null {
  if (!/^[A-Z0-9]{1,3}$/.test(prefix)) return "must be 1 to 3 capital letters or digits, e.g. MJ";
  if (prefix.startsWith(CREDIT_NOTE_PREFIX))
    return `must not start with ${CREDIT_NOTE_PREFIX}, the credit notes' prefix`;
  return null;
}

/** The part before the year: MJ for tax invoices, MJB for bills of supply, CN for credit notes. */
export function seriesPrefix(kind: InvoiceDocumentKind, invoicePrefix: string): string {
  if (kind === "credit_note") return CREDIT_NOTE_PREFIX;
  return kind === "bill_of_supply" ? `${invoicePrefix}B` : invoicePrefix;
}

/**
 * MJ/26-27/000123: the serial padded to 6 digits, or to as many as fit in 16 characters with a longer prefix (at
 * least 4). A serial too long to fit is refused (RangeError) rather than printed over the limit.
 */
export function invoiceNumber(
  kind: InvoiceDocumentKind,
  invoicePrefix: string,
  financialYear: string,
  serial: number,
): string {
  if (!Number.isInteger(serial) || serial < 1) throw new RangeError(`Not a serial: ${serial}`);
  const head = `${seriesPrefix(kind, invoicePrefix)}/${shortFinancialYear(financialYear)}/`;
  const width = Math.max(4, Math.min(6, INVOICE_NUMBER_MAX_LENGTH - head.length));
  const number = `${head}${String(serial).padStart(width, "0")}`;
  if (number.length > INVOICE_NUMBER_MAX_LENGTH) throw new RangeError(`${number} is longer than 16 characters`);
  return number;
}
