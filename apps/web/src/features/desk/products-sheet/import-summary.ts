// What an import's response means in words: the headline of a dry run, the Apply button's count and the summary after
// it was applied. Pure, so the wording is tested without a server.
import { ApiError } from "@mayil/core/api/api-client";
import type { ProductImportResult } from "@mayil/core/catalogue/products-sheet-schemas";
import type { DeskSay } from "../../../lib/desk/desk-messages";

type Counts = Pick<ProductImportResult, "created" | "changed" | "unchanged" | "errors">;

/** Whose stock count each conflicting line keeps, as the owner chose it on the dry run (by line). */
export type StockChoices = ReadonlyMap<number, "sheet" | "shop">;

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
  t: DeskSay,
  result: Pick<ProductImportResult, "rows" | "stock_conflicts">,
  choices: StockChoices = new Map(),
) => t("desk.sheet.apply", { count: changesWith(result, choices) });

/** The lines whose stock she has not chosen yet. */
export const unchosenLines = (result: Pick<ProductImportResult, "stock_conflicts">, choices: StockChoices) =>
  result.stock_conflicts.filter((conflict) => !choices.has(conflict.line)).map((conflict) => conflict.line);

/** A dry run without bad rows, with something to write or to choose, can be applied (once every line is chosen). */
export const canApply = (result: ProductImportResult) =>
  result.dry_run && result.errors.length === 0 && (changeCount(result) > 0 || result.stock_conflicts.length > 0);

/** The one line above a dry run's rows. */
export function dryRunHeadline(
  t: DeskSay,
  result: Counts & Partial<Pick<ProductImportResult, "stock_conflicts">>,
): string {
  if (result.errors.length > 0) return t("desk.sheet.rowsToFix", { count: result.errors.length });
  const conflicts = result.stock_conflicts?.length ?? 0;
  if (conflicts > 0) return t("desk.sheet.linesToChoose", { count: conflicts });
  if (result.created + result.changed === 0) return t("desk.sheet.nothingToChange");
  const created = t("desk.sheet.newRows", { count: result.created });
  const changed = t("desk.sheet.changedRows", { count: result.changed });
  const rows =
    result.created === 0 ? changed : result.changed === 0 ? created : t("desk.sheet.both", { created, changed });
  return t("desk.sheet.ready", { rows });
}

/** After the rows were written. */
export function appliedSummary(t: DeskSay, result: Counts): string {
  const counts = { created: result.created, changed: result.changed, unchanged: result.unchanged };
  return result.unchanged > 0 ? t("desk.sheet.appliedWithUnchanged", counts) : t("desk.sheet.applied", counts);
}

/** The rows worth reading: what would be created or changed (unchanged ones are only counted). */
export const rowsToShow = (result: Pick<ProductImportResult, "rows">) =>
  result.rows.filter((row) => row.action !== "unchanged");

/** products-2026-11-23.csv: the download's name, dated in India. */
export const productsFileName = (today: string) => `mayil-products-${today}.csv`;

/** Why a spreadsheet was not taken, in words: the server's reason, or plain ones when the response carried none. */
export function sheetProblem(t: DeskSay, error: unknown): string {
  if (!(error instanceof ApiError)) return t("desk.sheet.notSent");
  if (error.code === "too_large") return t("desk.sheet.tooLarge");
  if (!error.fromShop) return t("desk.sheet.notRead");
  return error.message;
}

/** A real import the server refused (the shop changed since the dry run): its reason, saying plainly nothing changed. */
export const refusalText = (t: DeskSay, message: string) =>
  /^nothing was imported/i.test(message) ? message : t("desk.sheet.nothingImported", { reason: message });
