// Imports the owner's products spreadsheet: a dry run reports what it would create and change and every bad row;
// a real run applies every row in one transaction, or none when any row is bad.
import type { ProductImportResult } from "@mayil/core/catalogue/products-sheet-schemas";
import type { Database, Transaction } from "../../db/database";
import { lockStockRows } from "../../db/lock-order";
import { sqlStateOf, transactionWithRetry } from "../../db/transaction";
import { Conflict } from "../../domain-errors";
import type { ShopEvents } from "../../events/event-bus";
import { readCatalogueForSheet } from "./products-sheet-catalogue";
import { type ProductsSheet, readProductsSheet, UnreadableSheet } from "./products-sheet-file";
import { planSheet } from "./products-sheet-plan";
import type { ReportError, ReportRow, SheetPlan, StockChoice, StockConflict } from "./products-sheet-plan-types";
import { applyChanges, createProducts, type WritingLines } from "./products-sheet-writes";

/** The import's response: its report, and why it was refused (400 bad rows, 409 stock still to choose) when it was. */
export type ProductImportResponse =
  | { refused: false; report: ProductImportResult }
  | { refused: true; status: 400 | 409; report: ProductImportResult & { error: string } };

/** Whose count each conflicting line keeps, as the owner chose after the dry run. */
export interface StockChoices {
  takeSheet: number[];
  keepShop: number[];
}

export class ProductsSheetImport {
  constructor(
    private readonly db: Database,
    /** Tells every process the catalogue changed (decision 009); called after a real import has committed. */
    /** Where an applied sheet is told once committed: every process's storefront shows it. */
    private readonly events: ShopEvents,
  ) {}

  async importSheet(
    bytes: Uint8Array,
    options: { dryRun: boolean; ownerId: number; stock?: StockChoices },
  ): Promise<ProductImportResponse> {
    const { dryRun, ownerId } = options;
    const choices = choiceByLine(options.stock);
    let sheet: ProductsSheet;
    try {
      sheet = readProductsSheet(bytes);
    } catch (error) {
      if (!(error instanceof UnreadableSheet)) throw error;
      return refused(dryRun, [], error.problems, [], error.message);
    }

    // Planned first without locking anything: a sheet with bad rows never holds up a shopper's order.
    const plan = await this.db.transaction(
      async (tx) => planSheet(sheet, await readCatalogueForSheet(tx, sheet), choices),
      // One snapshot for all the reads.
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    if (dryRun) return { refused: false, report: reportOf(plan, { dryRun: true, applied: false }) };
    const refusal = refusalOf(plan);
    if (refusal) return refusal;

    const at: WritingLines = { lines: [] };
    let toLock = itemsChangedBy(plan);
    for (let attempt = 1; ; attempt++) {
      try {
        const applied = await transactionWithRetry(this.db, (tx) => {
          this.events.publish(tx, { name: "catalogue-changed" });
          return this.apply(tx, sheet, plan, choices, toLock, ownerId, at);
        });
        return { refused: false, report: reportOf(applied, { dryRun: false, applied: true }) };
      } catch (error) {
        if (error instanceof PlanChanged) {
          const changedRefusal = refusalOf(error.plan);
          if (changedRefusal) return changedRefusal;
          // Someone changed the catalogue between the plan and the locks: lock what the new plan changes, again.
          if (attempt < 3) {
            toLock = itemsChangedBy(error.plan);
            continue;
          }
          throw new Conflict("The catalogue kept changing while the sheet was imported. Please import it again.");
        }
        const dbRefusal = writeRefusal(error, at.lines);
        if (!dbRefusal) throw error;
        return refused(false, plan.rows, [dbRefusal], plan.conflicts, `Nothing was imported: ${dbRefusal.error}`);
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
    choices: ReadonlyMap<number, StockChoice>,
    toLock: ChangedItems,
    ownerId: number,
    at: WritingLines,
  ): Promise<SheetPlan> {
    const newProducts = plan.steps.filter((step) => step.kind === "create-product");
    const created = await createProducts(tx, newProducts, at);
    await lockStockRows(tx, toLock.products, toLock.colours);
    const snapshot = await readCatalogueForSheet(tx, sheet, { createdNow: [...created.ids.values()] });
    const locked = planSheet(sheet, snapshot, choices);
    const changed = itemsChangedBy(locked);
    const lockedProducts = new Set(toLock.products);
    const lockedColours = new Set(toLock.colours);
    const covered =
      changed.products.every((id) => lockedProducts.has(id)) && changed.colours.every((id) => lockedColours.has(id));
    if (locked.errors.length > 0 || unchosen(locked).length > 0 || !covered) throw new PlanChanged(locked);
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

/** The lines whose stock the owner has not chosen yet. */
const unchosen = (plan: SheetPlan) => plan.conflicts.filter((conflict) => conflict.choice === null);

/** Why a real import of `plan` may not go ahead: bad rows (400), or stock still to choose (409); none when it may. */
function refusalOf(plan: SheetPlan): ProductImportResponse | undefined {
  const count = plan.errors.length;
  if (count > 0) {
    const why = `Nothing was imported: ${count} row${count > 1 ? "s have" : " has"} a problem (first on line ${plan.errors[0]?.line}).`;
    return refused(false, plan.rows, plan.errors, plan.conflicts, why);
  }
  const open = unchosen(plan);
  if (open.length === 0) return undefined;
  const lines = open.map((conflict) => conflict.line);
  const named = lines.length === 1 ? `line ${lines[0]}` : `lines ${lines.slice(0, -1).join(", ")} and ${lines.at(-1)}`;
  const why = `Nothing was imported: the shop's stock moved since the sheet was exported on ${named}. Choose whose count to keep (take_sheet_stock or keep_shop_stock) for ${lines.length === 1 ? "it" : "each"}.`;
  return { ...refused(false, plan.rows, [], plan.conflicts, why), status: 409 };
}

function reportOf(
  plan: Pick<SheetPlan, "rows" | "errors" | "conflicts">,
  { dryRun, applied }: { dryRun: boolean; applied: boolean },
): ProductImportResult {
  const count = (action: ReportRow["action"]) => plan.rows.filter((row) => row.action === action).length;
  return {
    dry_run: dryRun,
    applied,
    created: count("create"),
    changed: count("change"),
    unchanged: count("unchanged"),
    rows: plan.rows,
    errors: plan.errors,
    stock_conflicts: plan.conflicts.map((conflict) => ({
      line: conflict.line,
      product: conflict.product,
      sheet_stock: conflict.sheetStock,
      exported_stock: conflict.exportedStock,
      shop_stock: conflict.shopStock,
      choice: conflict.choice,
      message: conflict.message,
    })),
  };
}

function refused(
  dryRun: boolean,
  rows: ReportRow[],
  errors: ReportError[],
  conflicts: StockConflict[],
  error: string,
): ProductImportResponse & { refused: true } {
  return {
    refused: true,
    status: 400,
    report: { ...reportOf({ rows, errors, conflicts }, { dryRun, applied: false }), error },
  };
}

/** The owner's choices by line; a line named in both lists is refused by the route before this. */
function choiceByLine(stock: StockChoices | undefined): Map<number, StockChoice> {
  const choices = new Map<number, StockChoice>();
  for (const line of stock?.takeSheet ?? []) choices.set(line, "sheet");
  for (const line of stock?.keepShop ?? []) choices.set(line, "shop");
  return choices;
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
  if (lines.length <= 1) return { line: first, error: `Line ${first} could not be saved: ${why}` };
  const shown = lines.length <= 5 ? lines.join(", ") : `${lines.slice(0, 5).join(", ")} and ${lines.length - 5} more`;
  return { line: first, error: `Lines ${shown} could not be saved: ${why}` };
}

function constraintOf(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === "string" && constraint) return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
