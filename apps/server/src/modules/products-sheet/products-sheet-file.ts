// Reads an uploaded products spreadsheet into rows numbered as a spreadsheet numbers them, or says why it cannot.
import { fieldLabel, hiddenCharacterMessage, isTypedText } from "@mayil/core/text/single-line-text";
import { csvRecords, UnreadableCsv } from "../../csv-records";
import { DESCRIPTION_COLUMNS, SHEET_COLUMNS, type SheetColumn, sheetColumnOf } from "./products-sheet-columns";

/** The most rows one import takes: a whole small shop's catalogue, applied well within a request's patience. */
export const MAX_SHEET_ROWS = 5000;

/** One row of the sheet: its line as a spreadsheet shows it (the header is line 1) and its cells by column. */
export interface SheetRow {
  line: number;
  /** Only the columns the file has; each cell as typed (not yet trimmed or checked). */
  cells: Partial<Record<SheetColumn, string>>;
  /** True when the row has text beyond the header's last column (it would be lost). */
  overflows: boolean;
}

export interface ProductsSheet {
  columns: Set<SheetColumn>;
  rows: SheetRow[];
}

/** A problem on one line of the sheet, as the import's report lists it. */
export interface SheetLineProblem {
  line: number;
  error: string;
}

/**
 * A file that cannot be read as a products sheet at all; `line` is where (1 for the header). `problems` lists every
 * line at fault when there are several (cells holding characters nobody types).
 */
export class UnreadableSheet extends Error {
  readonly problems: SheetLineProblem[];
  constructor(
    readonly line: number,
    message: string,
    problems?: SheetLineProblem[],
  ) {
    super(message);
    this.problems = problems ?? [{ line, error: message }];
  }
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The sheet in `bytes`: UTF-8 with or without a byte order mark; comma separated (a semicolon or tab is taken when
 * the header has no comma, as Excel writes in some countries); quoted cells may hold commas, quotes and line breaks.
 * Every record is one spreadsheet row, however many lines its cells span, so a row's `line` is its record's number.
 */
export function readProductsSheet(bytes: Uint8Array): ProductsSheet {
  let text: string;
  try {
    // The decoder drops a byte order mark.
    text = utf8.decode(bytes);
  } catch {
    throw new UnreadableSheet(
      1,
      'The file is not UTF-8 text. In Excel use "Save as" → "CSV UTF-8 (Comma delimited)"; in Google Sheets "Download" → "Comma-separated values".',
    );
  }
  if (text.trim() === "")
    throw new UnreadableSheet(1, "The file is empty: it needs a header row and a row per product.");

  let records: string[][];
  try {
    records = csvRecords(text);
  } catch (error) {
    if (error instanceof UnreadableCsv) throw new UnreadableSheet(error.line, error.message);
    throw error;
  }

  const [header = [], ...body] = records;
  if (body.length > MAX_SHEET_ROWS) {
    throw new UnreadableSheet(1, `The file has ${body.length} rows; one import takes at most ${MAX_SHEET_ROWS}.`);
  }
  refuseHiddenCharacters(header, records);
  const columnAt = readHeader(header, body);
  const columns = new Set(columnAt.filter((column) => column !== null));

  const rows: SheetRow[] = [];
  for (const [index, record] of body.entries()) {
    if (record.every((cell) => cell.trim() === "")) continue;
    const cells: SheetRow["cells"] = {};
    let overflows = false;
    for (const [position, cell] of record.entries()) {
      const column = columnAt[position];
      if (column) cells[column] = cell;
      else if (position >= columnAt.length && cell.trim() !== "") overflows = true;
    }
    rows.push({ line: index + 2, cells, overflows });
  }
  return { columns, rows };
}

/**
 * Every cell, the header's too, holds only characters a person types (single-line-text.ts, decision 040): names and
 * colours go into the shop's messages, and NUL cannot even be stored. Checked here, before the import reads the
 * database; only a description (the English, Malayalam or Hindi one) keeps its line breaks. Each bad cell is reported on its line.
 */
function refuseHiddenCharacters(header: string[], records: string[][]): void {
  const labels = header.map((cell, position) => {
    const column = sheetColumnOf(cell);
    return column ? fieldLabel(column) : `Column ${position + 1}`;
  });
  const problems: SheetLineProblem[] = [];
  for (const [index, record] of records.entries()) {
    for (const [position, cell] of record.entries()) {
      const column = sheetColumnOf(header[position] ?? "");
      const multiline = index > 0 && column !== undefined && DESCRIPTION_COLUMNS.includes(column);
      if (isTypedText(cell, multiline)) continue;
      const label =
        index === 0 ? `The header's column ${position + 1}` : (labels[position] ?? `Column ${position + 1}`);
      problems.push({ line: index + 1, error: hiddenCharacterMessage(label, multiline) });
    }
  }
  const [first] = problems;
  if (!first) return;
  const more = problems.length > 1 ? ` (${problems.length} cells in all)` : "";
  throw new UnreadableSheet(first.line, `Line ${first.line}: ${first.error}${more}`, problems);
}

/**
 * The column of each position of the header. A blank header cell is ignored when its whole column is blank (a
 * spreadsheet's trailing empty columns); unknown, repeated or missing columns refuse the file, naming them.
 */
function readHeader(header: string[], body: string[][]): (SheetColumn | null)[] {
  const unknown: string[] = [];
  const seen = new Set<SheetColumn>();
  const columnAt = header.map((cell, position) => {
    const name = cell.trim();
    if (name === "") {
      const used = body.some((record) => (record[position] ?? "").trim() !== "");
      if (used) unknown.push(`(column ${position + 1} has no name)`);
      return null;
    }
    const column = sheetColumnOf(name);
    if (!column) {
      unknown.push(`"${name}"`);
      return null;
    }
    if (seen.has(column)) throw new UnreadableSheet(1, `The column ${column} appears twice in the header.`);
    seen.add(column);
    return column;
  });
  if (unknown.length > 0) {
    throw new UnreadableSheet(
      1,
      `Unknown column${unknown.length > 1 ? "s" : ""} ${unknown.join(", ")}. The columns are: ${SHEET_COLUMNS.join(", ")}.`,
    );
  }
  // Without product_id every row would be a new product, and re-importing a sheet that lost it would copy the whole
  // catalogue; without variant_id every colour row would be a new colour. So both are required, as the export has them.
  const missing: string[] = [];
  if (!seen.has("product_id")) missing.push("product_id");
  if (seen.has("colour") && !seen.has("variant_id")) missing.push("variant_id");
  if (missing.length > 0) {
    throw new UnreadableSheet(
      1,
      `The header is missing ${missing.join(" and ")} (the header is line 1; start from the spreadsheet the shop exports).`,
    );
  }
  return columnAt;
}
