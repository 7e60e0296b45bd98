// Imports the owner's products spreadsheet: a dry run reports what it would create and change and every bad row;
// a real run applies every row in one transaction, or none when any row is bad.
import type { ProductImportResult } from "@mayil/core/owner-catalogue-schemas";
import type { Database } from "../../db/database";
import { sqlStateOf, transactionWithRetry } from "../../db/transaction";
import { readCatalogueForSheet } from "./products-sheet-catalogue";
import { type ProductsSheet, readProductsSheet, UnreadableSheet } from "./products-sheet-file";
import { planSheet, type ReportError, type ReportRow, type SheetPlan } from "./products-sheet-plan";
import { applySheetSteps } from "./products-sheet-writes";

/** The import's answer: its report, and why it was refused (400) when it was. */
export type ProductImportAnswer =
  | { refused: false; report: ProductImportResult }
  | { refused: true; report: ProductImportResult & { error: string } };

export class ProductsSheetImport {
  constructor(
    private readonly db: Database,
    /** Tells every process the catalogue changed (decision 009); called after a real import has committed. */
    private readonly onCatalogueChanged: () => Promise<void>,
  ) {}

  async importSheet(bytes: Uint8Array, options: { dryRun: boolean; ownerId: number }): Promise<ProductImportAnswer> {
    const { dryRun, ownerId } = options;
    let sheet: ProductsSheet;
    try {
      sheet = readProductsSheet(bytes);
    } catch (error) {
      if (!(error instanceof UnreadableSheet)) throw error;
      return refused(dryRun, [], [{ line: error.line, error: error.message }], error.message);
    }

    if (dryRun) {
      const plan = await this.db.transaction(
        async (tx) => planSheet(sheet, await readCatalogueForSheet(tx, sheet, { lock: false })),
        // One snapshot for all the reads; nothing locked, so a dry run never holds up a shopper's order.
        { isolationLevel: "repeatable read", accessMode: "read only" },
      );
      return { refused: false, report: reportOf(plan.rows, plan.errors, { dryRun: true, applied: false }) };
    }

    const at = { line: 0 };
    let plan: SheetPlan | undefined;
    try {
      plan = await transactionWithRetry(this.db, async (tx) => {
        at.line = 0;
        // Planned again under the locks: the counts compared are those the writes change.
        const snapshot = await readCatalogueForSheet(tx, sheet, { lock: true });
        const planned = planSheet(sheet, snapshot);
        plan = planned;
        if (planned.errors.length === 0) await applySheetSteps(tx, planned.steps, snapshot, ownerId, at);
        return planned;
      });
    } catch (error) {
      const refusal = writeRefusal(error, at.line);
      if (!refusal || !plan) throw error;
      return refused(false, plan.rows, [refusal], `Nothing was imported: ${refusal.error}`);
    }
    if (plan.errors.length > 0) {
      const count = plan.errors.length;
      return refused(
        false,
        plan.rows,
        plan.errors,
        `Nothing was imported: ${count} row${count > 1 ? "s have" : " has"} a problem (first on line ${plan.errors[0]?.line}).`,
      );
    }
    await this.onCatalogueChanged();
    return { refused: false, report: reportOf(plan.rows, [], { dryRun: false, applied: true }) };
  }
}

function reportOf(
  rows: ReportRow[],
  errors: ReportError[],
  { dryRun, applied }: { dryRun: boolean; applied: boolean },
): ProductImportResult {
  const count = (action: ReportRow["action"]) => rows.filter((row) => row.action === action).length;
  return {
    dry_run: dryRun,
    applied,
    created: count("create"),
    changed: count("change"),
    unchanged: count("unchanged"),
    rows,
    errors,
  };
}

function refused(dryRun: boolean, rows: ReportRow[], errors: ReportError[], error: string) {
  return { refused: true as const, report: { ...reportOf(rows, errors, { dryRun, applied: false }), error } };
}

/**
 * A write the database refused for what the row holds (a constraint, a value out of range), which the plan's checks
 * could not see: reported on the row being written. Anything else (the database unreachable) is not the sheet's fault.
 */
function writeRefusal(error: unknown, line: number): ReportError | undefined {
  const state = sqlStateOf(error) ?? "";
  if (!state.startsWith("23") && !state.startsWith("22")) return undefined;
  const rule = constraintOf(error);
  const where = line > 0 ? `line ${line}` : "the stock ledger";
  return {
    line,
    error: `${where} could not be saved: the database refused it${rule ? ` (rule ${rule})` : ""}`,
  };
}

function constraintOf(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === "string" && constraint) return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
