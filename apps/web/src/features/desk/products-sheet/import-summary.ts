// What an import's response means in words: the headline of a dry run, the Apply button's count and the summary after
// it was applied. Pure, so the wording is tested without a server.
import { ApiError } from "@mayil/core/api/api-client";
import type { ProductImportResult } from "@mayil/core/catalogue/products-sheet-schemas";

type Counts = Pick<ProductImportResult, "created" | "changed" | "unchanged" | "errors">;

/** Whose stock count each conflicting line keeps, as the owner chose it on the dry run (by line). */
export type StockChoices = ReadonlyMap<number, "sheet" | "shop">;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Rows the import would write: new products and colours, and changed ones. */
export const changeCount = (result: Pick<ProductImportResult, "created" | "changed">) =>
  result.created + result.changed;

/** Rows the import would write once her stock choices are in: a line she takes her count for changes too. */
export function changesWith(
  result: Pick<ProductImportResult, "rows" | "stock_conflicts">,
  choices: StockChoices = new Map(),
): number {
  const lines = new Set(result.rows.filter((row) => row.action !== "unchanged").map((row) => row.line));
  for (const conflict of result.stock_conflicts) if (choices.get(conflict.line) === "sheet") lines.add(conflict.line);
  return lines.size;
}

export const applyLabel = (
  result: Pick<ProductImportResult, "rows" | "stock_conflicts">,
  choices: StockChoices = new Map(),
) => `Apply ${plural(changesWith(result, choices), "change", "changes")}`;

/** The lines whose stock she has not chosen yet. */
export const unchosenLines = (result: Pick<ProductImportResult, "stock_conflicts">, choices: StockChoices) =>
  result.stock_conflicts.filter((conflict) => !choices.has(conflict.line)).map((conflict) => conflict.line);

/** A dry run without bad rows, with something to write or to choose, can be applied (once every line is chosen). */
export const canApply = (result: ProductImportResult) =>
  result.dry_run && result.errors.length === 0 && (changeCount(result) > 0 || result.stock_conflicts.length > 0);

/** The one line above a dry run's rows. */
export function dryRunHeadline(result: Counts & Partial<Pick<ProductImportResult, "stock_conflicts">>): string {
  if (result.errors.length > 0) {
    return `${plural(result.errors.length, "row needs", "rows need")} fixing: nothing can be imported until the spreadsheet is corrected.`;
  }
  const conflicts = result.stock_conflicts?.length ?? 0;
  if (conflicts > 0) {
    return `${plural(conflicts, "line needs", "lines need")} your choice of stock count: the shop sold or took in pieces since this spreadsheet was downloaded.`;
  }
  if (result.created + result.changed === 0) return "Nothing to change: every row already matches the shop.";
  const parts = [
    result.created > 0 ? plural(result.created, "new row", "new rows") : null,
    result.changed > 0 ? plural(result.changed, "changed row", "changed rows") : null,
  ].filter(Boolean);
  return `Ready to import ${parts.join(" and ")}. Nothing is saved until you apply.`;
}

/** After the rows were written. */
export function appliedSummary(result: Counts): string {
  const parts = [
    `${plural(result.created, "new row", "new rows")} added`,
    `${plural(result.changed, "row", "rows")} changed`,
  ];
  if (result.unchanged > 0) parts.push(`${plural(result.unchanged, "row", "rows")} already up to date`);
  return `${parts.join(", ")}.`;
}

/** The rows worth reading: what would be created or changed (unchanged ones are only counted). */
export const rowsToShow = (result: Pick<ProductImportResult, "rows">) =>
  result.rows.filter((row) => row.action !== "unchanged");

/** products-2026-11-23.csv: the download's name, dated in India. */
export const productsFileName = (today: string) => `mayil-products-${today}.csv`;

/** Why a spreadsheet was not taken, in words: the server's reason, or plain ones when the response carried none. */
export function sheetProblem(error: unknown): string {
  if (!(error instanceof ApiError)) return "The spreadsheet could not be sent. Check the connection and try again.";
  if (error.code === "too_large") return "This file is too large to import. Import the products in smaller parts.";
  if (!error.fromShop) return "The spreadsheet could not be read. Please try again.";
  return error.message;
}

/** A real import the server refused (the shop changed since the dry run): its reason, saying plainly nothing changed. */
export const refusalText = (message: string) =>
  /^nothing was imported/i.test(message) ? message : `Nothing was imported: ${message}`;
