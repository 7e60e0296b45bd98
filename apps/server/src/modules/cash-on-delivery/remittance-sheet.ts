// Reads a courier's remittance spreadsheet into its parcel lines, numbered as a spreadsheet numbers them (the header
// is line 1). Couriers name their columns differently (AWB, Waybill, COD amount...): the usual names are all taken.
import { paiseOrProblem } from "@mayil/core/money/rupee-amount";
import { isTypedText } from "@mayil/core/text/single-line-text";
import { csvRecords, UnreadableCsv } from "../../csv-records";
import { InvalidInput } from "../../domain-errors";

/** One parcel line of the remittance: typed or from the sheet. */
export interface RemittanceLine {
  line: number;
  /** As the courier wrote it (the check normalises it). */
  trackingNumber: string;
  /** Null when the cell is not an amount (`problem` says why). */
  amountPaise: number | null;
  problem: string | null;
}

/** The header names each column goes by, in lower case with spaces and punctuation made "_". */
const TRACKING_NAMES = new Set([
  "tracking_number",
  "tracking_no",
  "awb",
  "awb_no",
  "awb_number",
  "awb_code",
  "waybill",
  "waybill_number",
  "consignment_number",
  "article_number",
]);
const AMOUNT_NAMES = new Set(["amount", "cod_amount", "amount_paid", "remitted_amount", "cod_remitted", "net_amount"]);

const headerName = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");

/** The sheet's parcel lines; a text that cannot be read as one is refused (400) naming the line. */
export function readRemittanceSheet(sheet: string): RemittanceLine[] {
  // A spreadsheet program's byte order mark is not part of the first column's name.
  const text = sheet.replace(/^\uFEFF/, "");
  if (text.trim() === "")
    throw new InvalidInput("The sheet is empty: it needs a header row and a row per parcel.", "sheet");
  let records: string[][];
  try {
    records = csvRecords(text);
  } catch (error) {
    if (error instanceof UnreadableCsv)
      throw new InvalidInput(`Line ${error.line} cannot be read: it is not valid CSV.`, "sheet");
    throw error;
  }
  const [header = [], ...body] = records;
  const names = header.map(headerName);
  const trackingAt = names.findIndex((name) => TRACKING_NAMES.has(name));
  const amountAt = names.findIndex((name) => AMOUNT_NAMES.has(name));
  if (trackingAt < 0 || amountAt < 0) {
    throw new InvalidInput(
      "The header (line 1) needs a tracking_number column (or AWB) and an amount column (or COD amount).",
      "sheet",
    );
  }
  const lines: RemittanceLine[] = [];
  for (const [index, record] of body.entries()) {
    if (record.every((cell) => cell.trim() === "")) continue;
    const line = index + 2;
    const trackingNumber = (record[trackingAt] ?? "").trim();
    // "₹1,299.00" as a spreadsheet shows it: the sign and the grouping are not part of the amount.
    const amountCell = (record[amountAt] ?? "").replace(/[₹,\s]/g, "");
    if (!isTypedText(trackingNumber) || trackingNumber === "") {
      lines.push({ line, trackingNumber, amountPaise: null, problem: "The tracking number is missing or unreadable" });
      continue;
    }
    const read = paiseOrProblem(amountCell, "amount", { aboveZero: true });
    lines.push(
      "paise" in read
        ? { line, trackingNumber, amountPaise: read.paise, problem: null }
        : { line, trackingNumber, amountPaise: null, problem: read.problem },
    );
  }
  if (lines.length === 0) throw new InvalidInput("The file has no parcel rows below its header.", "sheet");
  return lines;
}
