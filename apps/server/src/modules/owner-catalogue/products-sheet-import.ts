// Imports the owner's products spreadsheet: a dry run reports what it would create and change and every bad row;
// a real run applies every row in one transaction, or none when any row is bad.
import type { ProductImportResult } from "@mayil/core/owner-catalogue-schemas";
import type { Database, Transaction } from "../../db/database";
import { sqlStateOf, transactionWithRetry } from "../../db/transaction";
import { Conflict } from "../../domain-errors";
import { lockStockRows } from "../stock/lock-order";
import { readCatalogueForSheet } from "./products-sheet-catalogue";
import { type ProductsSheet, readProductsSheet, UnreadableSheet } from "./products-sheet-file";
import { planSheet, type ReportError, type ReportRow, type SheetPlan } from "./products-sheet-plan";
import { applyChanges, createProducts, type WritingLines } from "./products-sheet-writes";

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

    // Planned first without locking anything: a sheet with bad rows never holds up a shopper's order.
    const plan = await this.db.transaction(
      async (tx) => planSheet(sheet, await readCatalogueForSheet(tx, sheet)),
      // One snapshot for all the reads.
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    if (dryRun) return { refused: false, report: reportOf(plan.rows, plan.errors, { dryRun: true, applied: false }) };
    if (plan.errors.length > 0) return refusedForRows(plan);

    const at: WritingLines = { lines: [] };
    let toLock = itemsChangedBy(plan);
    for (let attempt = 1; ; attempt++) {
      try {
        const applied = await transactionWithRetry(this.db, (tx) => this.apply(tx, sheet, plan, toLock, ownerId, at));
        await this.onCatalogueChanged();
        return { refused: false, report: reportOf(applied.rows, [], { dryRun: false, applied: true }) };
      } catch (error) {
        if (error instanceof PlanChanged) {
          if (error.plan.errors.length > 0) return refusedForRows(error.plan);
          // Someone changed the catalogue between the plan and the locks: lock what the new plan changes, again.
          if (attempt < 3) {
            toLock = itemsChangedBy(error.plan);
            continue;
          }
          throw new Conflict("The catalogue kept changing while the sheet was imported. Please import it again.");
        }
        const refusal = writeRefusal(error, at.lines);
        if (!refusal) throw error;
        return refused(false, plan.rows, [refusal], `Nothing was imported: ${refusal.error}`);
      }
    }
  }

  /**
   * Creates the new products, locks the products and colours the plan changes, reads them again and plans again: the
   * writes follow the plan made under the locks, which must change no more than was locked.
   */
  private async apply(
    tx: Transaction,
    sheet: ProductsSheet,
    plan: SheetPlan,
    toLock: ChangedItems,
    ownerId: number,
    at: WritingLines,
  ): Promise<SheetPlan> {
    const newProducts = plan.steps.filter((step) => step.kind === "create-product");
    const created = await createProducts(tx, newProducts, at);
    await lockStockRows(tx, toLock.products, toLock.colours);
    const snapshot = await readCatalogueForSheet(tx, sheet, { createdNow: [...created.ids.values()] });
    const locked = planSheet(sheet, snapshot);
    const changed = itemsChangedBy(locked);
    const lockedProducts = new Set(toLock.products);
    const lockedColours = new Set(toLock.colours);
    const covered =
      changed.products.every((id) => lockedProducts.has(id)) && changed.colours.every((id) => lockedColours.has(id));
    if (locked.errors.length > 0 || !covered) throw new PlanChanged(locked);
    await applyChanges(tx, locked.steps, snapshot, created, ownerId, at);
    return locked;
  }
}

interface ChangedItems {
  products: number[];
  colours: number[];
}

/** The products and colours whose rows a plan updates (a colour's stock change locks its product too, as always). */
function itemsChangedBy(plan: SheetPlan): ChangedItems {
  const products = new Set<number>();
  const colours = new Set<number>();
  for (const step of plan.steps) {
    if (step.kind === "change-product" && Object.keys(step.changes).length > 0) products.add(step.productId);
    if (step.kind === "change-colour" && Object.keys(step.changes).length > 0) {
      products.add(step.productId);
      colours.add(step.colourId);
    }
  }
  return { products: [...products], colours: [...colours] };
}

/** Thrown to roll back an import whose plan, made again under the locks, has bad rows or changes more. */
class PlanChanged extends Error {
  constructor(readonly plan: SheetPlan) {
    super("the plan changed under the locks");
  }
}

function refusedForRows(plan: SheetPlan) {
  const count = plan.errors.length;
  return refused(
    false,
    plan.rows,
    plan.errors,
    `Nothing was imported: ${count} row${count > 1 ? "s have" : " has"} a problem (first on line ${plan.errors[0]?.line}).`,
  );
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
function writeRefusal(error: unknown, lines: number[]): ReportError | undefined {
  const state = sqlStateOf(error) ?? "";
  if (!state.startsWith("23") && !state.startsWith("22")) return undefined;
  const rule = constraintOf(error);
  const why = `the database refused ${lines.length === 1 ? "it" : "one of them"}${rule ? ` (rule ${rule})` : ""}`;
  const [first = 0] = lines;
  if (lines.length <= 1) return { line: first, error: `line ${first} could not be saved: ${why}` };
  const shown = lines.length <= 5 ? lines.join(", ") : `${lines.slice(0, 5).join(", ")} and ${lines.length - 5} more`;
  return { line: first, error: `lines ${shown} could not be saved: ${why}` };
}

function constraintOf(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === "string" && constraint) return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
