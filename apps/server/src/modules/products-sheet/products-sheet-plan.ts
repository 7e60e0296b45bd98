// What an imported products sheet would do to the catalogue as it stands: each row checked by the desk's own field
// rules, turned into a create or a change (with its changes in words), or refused with the reason. Touches no database.

import { sentenceCase } from "@mayil/core/text/sentence-case";
import type { CatalogueSnapshot, ColourState, NewProduct, ProductState } from "../catalogue";
import type { ProductsSheet } from "./products-sheet-file";
import type {
  PlannedStep,
  ReportError,
  ReportRow,
  SheetPlan,
  StockChoice,
  StockConflict,
} from "./products-sheet-plan-types";
import {
  checkProductOnlyCells,
  describeNewColour,
  describeNewProduct,
  readColourChanges,
  readNewColour,
  readNewProduct,
  readProductChanges,
  type StockReading,
} from "./products-sheet-row-changes";
import { CategoryNames, RowReader } from "./products-sheet-row-reader";

/**
 * The plan for `sheet` against `snapshot`. A row is a product's own row when it has no variant_id and no colour, a
 * colour's row otherwise. With product_id (or variant_id) it changes what it names, only the columns the file has
 * and only where they differ; without, it creates. A new colour names its product by product_id, or by the name of
 * a new product in the same file.
 */
export function planSheet(
  sheet: ProductsSheet,
  snapshot: CatalogueSnapshot,
  choices: ReadonlyMap<number, StockChoice> = new Map(),
): SheetPlan {
  const names = new CategoryNames(snapshot);
  const rows: ReportRow[] = [];
  const errors: ReportError[] = [];
  const conflicts: StockConflict[] = [];
  const noteConflict = (line: number, product: string, stock: StockReading | undefined) => {
    if (stock) conflicts.push({ line, product, ...stock });
  };
  const steps: PlannedStep[] = [];
  /** Each product's values once the sheet's product rows are applied (colour rows read the price and compare). */
  const finalProducts = new Map<number, ProductState>();
  /** The sheet's new products by name (lower case, trimmed): names are unique among them. */
  const newProducts = new Map<string, { line: number; product: NewProduct }>();
  /** New products' rows that were refused, by name: their colours' rows say so instead of looking orphaned. */
  const refusedNewProducts = new Map<string, number>();
  const productLines = new Map<number, number>();
  const colourLines = new Map<number, number>();

  const readers = sheet.rows.map((row) => new RowReader(row, sheet.columns));
  const isColourRow = (reader: RowReader) => !reader.blank("variant_id") || !reader.blank("colour");
  const refuse = (reader: RowReader) => {
    errors.push({ line: reader.row.line, error: sentenceCase(reader.problems.join("; ")) });
  };

  // Pass 1: products' own rows.
  for (const reader of readers.filter((r) => !isColourRow(r))) {
    const { line } = reader.row;
    if (reader.row.overflows) reader.problem("this row has more cells than the header has columns");
    if (!reader.blank("colour_code"))
      reader.problem("colour_code is for a colour's row: put the colour's name in colour");
    const productId = reader.id("product_id");
    if (productId === null) {
      const product = readNewProduct(reader, names);
      if (product) {
        // A sheet of new pieces uploaded twice must not put every piece on sale twice.
        const key = product.name.trim().toLowerCase();
        const existing = snapshot.productsNamed.get(key);
        const twin = newProducts.get(key);
        if (existing !== undefined) {
          reader.problem(
            `a product named ${product.name} already exists (product_id ${existing}): put its id in product_id to change it`,
          );
        } else if (twin) reader.problem(`a new product named ${product.name} is already on line ${twin.line}`);
      }
      if (!product || reader.problems.length > 0) {
        const name = (reader.text("name") ?? "").trim().toLowerCase();
        if (name !== "" && !refusedNewProducts.has(name)) refusedNewProducts.set(name, line);
        refuse(reader);
        continue;
      }
      newProducts.set(product.name.trim().toLowerCase(), { line, product });
      steps.push({ kind: "create-product", line, product });
      rows.push({ line, action: "create", product: product.name, changes: describeNewProduct(product, names) });
      continue;
    }
    if (productId === undefined) {
      refuse(reader);
      continue;
    }
    const current = snapshot.products.get(productId);
    const earlier = productLines.get(productId);
    if (!current) reader.problem(`product_id ${productId} is not a product of this shop`);
    else if (earlier !== undefined) reader.problem(`product ${productId} is already on line ${earlier}`);
    if (!current || earlier !== undefined) {
      refuse(reader);
      continue;
    }
    productLines.set(productId, line);
    const read = readProductChanges(reader, current, names, choices.get(line));
    if (!read || reader.problems.length > 0) {
      refuse(reader);
      continue;
    }
    noteConflict(line, read.changes.name ?? current.name, read.stock);
    finalProducts.set(productId, { ...current, ...read.changes });
    steps.push({ kind: "change-product", line, productId, changes: read.changes });
    rows.push({
      line,
      action: read.words.length > 0 ? "change" : "unchanged",
      product: read.changes.name ?? current.name,
      changes: read.words,
    });
  }

  // Pass 2: colours' rows.
  /** Colour names per product once the sheet is applied, to refuse two colours of one product with one name. */
  const colourNames = new Map<number | string, Map<string, number>>();
  const nameTaken = (owner: number | string, name: string, line: number, renamed: ColourState | null) => {
    const key = name.trim().toLowerCase();
    let taken = colourNames.get(owner);
    if (!taken) {
      taken = new Map();
      if (typeof owner === "number") {
        for (const colour of snapshot.colours.values()) {
          if (colour.productId === owner && !colour.archived) taken.set(colour.name.trim().toLowerCase(), -colour.id);
        }
      }
      colourNames.set(owner, taken);
    }
    // A renamed colour gives up its old name.
    const oldKey = renamed?.name.trim().toLowerCase();
    if (renamed && oldKey !== undefined && taken.get(oldKey) === -renamed.id) taken.delete(oldKey);
    const holder = taken.get(key);
    if (holder !== undefined && holder !== -(renamed?.id ?? 0)) {
      return holder < 0 ? `colour ${-holder}` : `line ${holder}`;
    }
    taken.set(key, line);
    return null;
  };

  for (const reader of readers.filter(isColourRow)) {
    const { line } = reader.row;
    if (reader.row.overflows) reader.problem("this row has more cells than the header has columns");
    const productId = reader.id("product_id");
    const colourId = reader.id("variant_id");
    if (productId === undefined || colourId === undefined) {
      refuse(reader);
      continue;
    }

    if (colourId !== null) {
      const current = snapshot.colours.get(colourId);
      const earlier = colourLines.get(colourId);
      if (!current) reader.problem(`variant_id ${colourId} is not a colour of this shop`);
      else if (productId !== null && current.productId !== productId) {
        reader.problem(`colour ${colourId} belongs to product ${current.productId}, not ${productId}`);
      } else if (earlier !== undefined) reader.problem(`colour ${colourId} is already on line ${earlier}`);
      if (!current || reader.problems.length > 0) {
        refuse(reader);
        continue;
      }
      colourLines.set(colourId, line);
      const product = finalProducts.get(current.productId) ?? snapshot.products.get(current.productId);
      checkProductOnlyCells(reader, product, names);
      const read = readColourChanges(reader, current, choices.get(line));
      if (read && (read.changes.name !== undefined || read.changes.archived === false)) {
        const name = read.changes.name ?? current.name;
        const holder = nameTaken(current.productId, name, line, current);
        if (holder) reader.problem(`the product already has a colour named ${name} (${holder})`);
      }
      if (!read || reader.problems.length > 0) {
        refuse(reader);
        continue;
      }
      const colourName = `${product?.name ?? `#${current.productId}`} (${read.changes.name ?? current.name})`;
      noteConflict(line, colourName, read.stock);
      steps.push({ kind: "change-colour", line, productId: current.productId, colourId, changes: read.changes });
      rows.push({
        line,
        action: read.words.length > 0 ? "change" : "unchanged",
        product: colourName,
        changes: read.words,
      });
      continue;
    }

    // A new colour: of an existing product, or of a new product of the same name in this sheet.
    let product: ProductState | NewProduct | undefined;
    let newProductLine: number | null = null;
    if (productId !== null) {
      product = finalProducts.get(productId) ?? snapshot.products.get(productId);
      if (!product) reader.problem(`product_id ${productId} is not a product of this shop`);
    } else {
      const name = reader.text("name") ?? "";
      const match = newProducts.get(name.trim().toLowerCase());
      const refusedLine = refusedNewProducts.get(name.trim().toLowerCase());
      if (match) {
        product = match.product;
        newProductLine = match.line;
      } else if (refusedLine !== undefined) {
        reader.problem(`this colour's new product on line ${refusedLine} has a problem`);
      } else {
        reader.problem(
          "a new colour needs its product's product_id, or a new product of the same name on its own row in this file",
        );
      }
    }
    if (!product) {
      refuse(reader);
      continue;
    }
    if (productId !== null) checkProductOnlyCells(reader, product as ProductState, names);
    const colour = readNewColour(reader, product.pricePaise);
    if (colour && !colour.archived) {
      const holder = nameTaken(productId ?? `new:${newProductLine}`, colour.name, line, null);
      if (holder) reader.problem(`the product already has a colour named ${colour.name} (${holder})`);
    }
    if (!colour || reader.problems.length > 0) {
      refuse(reader);
      continue;
    }
    steps.push({ kind: "add-colour", line, productId, newProductLine, colour });
    rows.push({
      line,
      action: "create",
      product: `${product.name} (${colour.name})`,
      changes: describeNewColour(colour),
    });
  }

  rows.sort((a, b) => a.line - b.line);
  errors.sort((a, b) => a.line - b.line);
  conflicts.sort((a, b) => a.line - b.line);
  return { rows, errors, conflicts, steps };
}
