// What an imported sheet names, for the catalogue's read of the part of it the plan needs.

import type { Transaction } from "../../db/database";
import { type CatalogueSnapshot, readImportSnapshot } from "../catalogue";
import { readText } from "./products-sheet-columns";
import type { ProductsSheet } from "./products-sheet-file";

/** The ids a column holds where they are well formed (the plan reports the others). */
function idsIn(sheet: ProductsSheet, column: "product_id" | "variant_id"): number[] {
  const ids = new Set<number>();
  for (const row of sheet.rows) {
    const text = row.cells[column]?.trim() ?? "";
    if (/^\d{1,10}$/.test(text) && Number(text) <= 2_147_483_647 && Number(text) > 0) ids.add(Number(text));
  }
  return [...ids];
}

/** The names (lower case, trimmed) of the rows that would create a product: no product_id, variant_id or colour. */
function newProductNames(sheet: ProductsSheet): string[] {
  const names = new Set<string>();
  for (const { cells } of sheet.rows) {
    const blank = (cell: string | undefined) => (cell ?? "").trim() === "";
    if (blank(cells.product_id) && blank(cells.variant_id) && blank(cells.colour) && !blank(cells.name)) {
      names.add(
        readText(cells.name ?? "")
          .trim()
          .toLowerCase(),
      );
    }
  }
  return [...names];
}

/**
 * Every category and subcategory, the products the sheet names (by product_id, or as the product of a variant_id)
 * with all their colours, and the products a new row's name repeats. Products in `createdNow` (made by this import
 * itself, earlier in its transaction) are not counted as namesakes of the rows that made them.
 */
export function readCatalogueForSheet(
  tx: Transaction,
  sheet: ProductsSheet,
  { createdNow = [] }: { createdNow?: number[] } = {},
): Promise<CatalogueSnapshot> {
  return readImportSnapshot(tx, {
    productIds: idsIn(sheet, "product_id"),
    colourIds: idsIn(sheet, "variant_id"),
    newNames: newProductNames(sheet),
    createdNow,
  });
}
