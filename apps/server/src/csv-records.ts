// A spreadsheet the owner uploads (the products sheet, a courier's remittance sheet) read into its records, as Excel,
// Google Sheets and the couriers' portals write CSV: the delimiter guessed from the header row (comma, semicolon or
// tab), any line ending, blank rows kept so the rows after them keep their spreadsheet numbers. Each importer words its
// own refusal from the line and the reason given here.
import { CsvError, parse } from "csv-parse/sync";

/** The text cannot be read as CSV at `line` (the header is line 1). */
export class UnreadableCsv extends Error {
  override readonly name = "UnreadableCsv";

  constructor(
    readonly line: number,
    /** Why, in the owner's words: "it is not valid CSV", or what is wrong with it. */
    readonly why: string,
  ) {
    super(`Line ${line} cannot be read: ${why}.`);
  }
}

export function csvRecords(text: string): string[][] {
  const firstLine = text.slice(0, text.search(/\r|\n|$/));
  const delimiter = firstLine.includes(",")
    ? ","
    : firstLine.includes(";")
      ? ";"
      : firstLine.includes("\t")
        ? "\t"
        : ",";
  try {
    return parse(text, {
      delimiter,
      record_delimiter: ["\r\n", "\n", "\r"],
      relax_column_count: true,
      // A stray quote inside an unquoted cell (5" chain) is kept as text; Excel and Sheets never write one.
      relax_quotes: true,
      // Blank rows are kept as records so the rows after them keep their spreadsheet numbers; each importer skips them.
      skip_empty_lines: false,
    });
  } catch (error) {
    if (error instanceof CsvError) {
      const line = Number((error as CsvError & { records?: number }).records ?? 0) + 1;
      const why =
        error.code === "CSV_QUOTE_NOT_CLOSED"
          ? 'a quoted cell is never closed (a " without its closing ")'
          : "it is not valid CSV";
      throw new UnreadableCsv(line, why);
    }
    throw error;
  }
}
