// What an import's answer means in words: the headline of a dry run, the Apply button's count and the summary after
// it was applied. Pure, so the wording is tested without a server.
import { ApiError } from "@mayil/core/api/api-client";
import type { ProductImportResult } from "@mayil/core/owner-catalogue-schemas";

type Counts = Pick<ProductImportResult, "created" | "changed" | "unchanged" | "errors">;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Rows the import would write: new products and colours, and changed ones. */
export const changeCount = (result: Pick<ProductImportResult, "created" | "changed">) =>
  result.created + result.changed;

export const applyLabel = (result: Pick<ProductImportResult, "created" | "changed">) =>
  `Apply ${plural(changeCount(result), "change", "changes")}`;

/** Only a dry run without bad rows and with something to write can be applied. */
export const canApply = (result: ProductImportResult) =>
  result.dry_run && result.errors.length === 0 && changeCount(result) > 0;

/** The one line above a dry run's rows. */
export function dryRunHeadline(result: Counts): string {
  if (result.errors.length > 0) {
    return `${plural(result.errors.length, "row needs", "rows need")} fixing: nothing can be imported until the spreadsheet is corrected.`;
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

/** Why a spreadsheet was not taken, in words: the server's reason, or plain ones when the answer carried none. */
export function sheetProblem(error: unknown): string {
  if (!(error instanceof ApiError)) return "The spreadsheet could not be sent. Check the connection and try again.";
  if (error.status === 413) return "This file is too large to import. Import the products in smaller parts.";
  if (error.message.startsWith("HTTP error!")) return "The spreadsheet could not be read. Please try again.";
  return error.message;
}
