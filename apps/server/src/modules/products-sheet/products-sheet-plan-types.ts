// The words of a products-sheet plan: what the plan says a sheet would do (its steps, its report in words, its refused
// rows and its stock conflicts). Types only; the catalogue as the plan sees it, and the new products and colours and
// changes its steps carry, are the catalogue's (catalogue/import-snapshot.ts).
import type { ColourChanges, NewColour, NewProduct, ProductChanges } from "../catalogue";

// ---- What the plan says ----------------------------------------------------------------------------------

export type PlannedStep =
  | { kind: "create-product"; line: number; product: NewProduct }
  | { kind: "change-product"; line: number; productId: number; changes: ProductChanges }
  /** Of an existing product (productId), or of the product a create-product step on `newProductLine` makes. */
  | { kind: "add-colour"; line: number; productId: number | null; newProductLine: number | null; colour: NewColour }
  | { kind: "change-colour"; line: number; productId: number; colourId: number; changes: ColourChanges };

export interface ReportRow {
  line: number;
  action: "create" | "change" | "unchanged";
  product: string;
  changes: string[];
}
export interface ReportError {
  line: number;
  error: string;
}

/** Whose stock count a line keeps where the owner changed the cell and the shop's count moved too. */
export type StockChoice = "sheet" | "shop";

/**
 * A line whose stock the owner changed while the shop's count moved since the export (or whose sheet does not say
 * what the shop had): the import cannot tell which count is right, so she chooses.
 */
export interface StockConflict {
  line: number;
  product: string;
  sheetStock: number;
  /** What the shop had when the file was exported; null when the sheet does not say. */
  exportedStock: number | null;
  shopStock: number;
  choice: StockChoice | null;
  /** "Line 7: you wrote 40; the shop had 50 when exported and has 45 now." */
  message: string;
}

export interface SheetPlan {
  /** The good rows, in line order: what they do, in words. */
  rows: ReportRow[];
  /** The bad rows, in line order. When there is any, nothing may be applied. */
  errors: ReportError[];
  /** The lines whose stock needs the owner's choice, in line order; one without a choice blocks a real import. */
  conflicts: StockConflict[];
  /** The good rows' writes: product rows first, then colour rows (a new colour may belong to a new product). */
  steps: PlannedStep[];
}
