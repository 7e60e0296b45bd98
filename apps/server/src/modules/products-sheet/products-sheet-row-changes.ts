// What one row of a products sheet says: a new product or colour (and the same in words), or the changes it makes to
// an existing one, with its stock cell read against what the shop had when the sheet was exported.

import { ownOptionName } from "@mayil/core/catalogue/piece-options";
import type {
  CategoryState,
  ColourChanges,
  ColourState,
  NewColour,
  NewProduct,
  ProductChanges,
  ProductState,
} from "../catalogue";
import {
  COLOUR_ONLY_TRANSLATIONS,
  PRODUCT_ONLY_COLUMNS,
  readYesNo,
  type SheetColumn,
  shownRupees,
} from "./products-sheet-columns";
import type { StockChoice, StockConflict } from "./products-sheet-plan-types";
import {
  type CategoryNames,
  COLOUR_TRANSLATIONS,
  PRODUCT_TRANSLATIONS,
  type RowReader,
  rules,
  sameDescription,
  sameText,
  yesNoWord,
} from "./products-sheet-row-reader";

/** Her Malayalam and Hindi of a new product or colour: each cell, null where blank or where the file has no column. */
function readTranslations<T extends ReadonlyArray<{ column: Parameters<RowReader["translation"]>[0]; field: string }>>(
  reader: RowReader,
  columns: T,
): Record<T[number]["field"], string | null> | undefined {
  const read: Record<string, string | null> = {};
  let good = true;
  for (const { column, field } of columns) {
    const value = reader.translation(column);
    if (value === undefined) good = false;
    else read[field] = value;
  }
  return good ? (read as Record<T[number]["field"], string | null>) : undefined;
}

/**
 * The Malayalam and Hindi cells of a row that differ from what the shop has, as changes and in words. A column the
 * file does not have changes nothing (an older sheet leaves her translations as they are); an empty cell takes one
 * away, so the English shows.
 */
function translationChanges<
  T extends ReadonlyArray<{ column: Parameters<RowReader["translation"]>[0]; field: string; words: string }>,
>(
  reader: RowReader,
  columns: T,
  current: Record<T[number]["field"], string | null>,
  changes: Partial<Record<T[number]["field"], string | null>>,
  words: string[],
): void {
  for (const { column, field, words: said } of columns) {
    if (!reader.has(column)) continue;
    const value = reader.translation(column);
    const was = current[field as T[number]["field"]];
    if (value === undefined || value === was) continue;
    changes[field as T[number]["field"]] = value;
    words.push(
      column.startsWith("description")
        ? `${said} ${value === null ? "removed" : "changed"}`
        : `${said} ${was ?? "none"} → ${value ?? "none"}`,
    );
  }
}

/** A colour's Malayalam and Hindi are read from its own row: on a product's row those cells stay empty. */
function refuseColourCells(reader: RowReader): void {
  for (const column of COLOUR_ONLY_TRANSLATIONS) {
    if (!reader.blank(column))
      reader.problem(`${column} is read from a colour's row: leave it empty on the product's own row`);
  }
}

export function readNewProduct(reader: RowReader, names: CategoryNames): NewProduct | undefined {
  const name = reader.required("name", rules.name);
  const translations = readTranslations(reader, PRODUCT_TRANSLATIONS);
  refuseColourCells(reader);
  const description = reader.check(rules.description, reader.text("description") ?? "");
  const colourName = reader.ownColour();
  const pricePaise = reader.price({ required: true });
  const stock = reader.stock({ required: false });
  const featured = reader.yesNo("featured");
  const archived = reader.yesNo("archived");
  // A new piece has no photo yet: it waits as a draft unless the sheet says "no" (decision 028).
  const draft = reader.blank("draft") ? true : reader.yesNo("draft");
  let category: CategoryState | undefined;
  let subcategoryId: number | null | undefined = null;
  if (reader.blank("category")) reader.problem("category is required");
  else category = names.category(reader.text("category") ?? "", reader);
  if (category && !reader.blank("subcategory")) {
    subcategoryId = names.subcategory(reader.text("subcategory") ?? "", category, reader)?.id;
  }
  if (
    name === undefined ||
    description === undefined ||
    colourName === undefined ||
    pricePaise === undefined ||
    stock === undefined ||
    featured === undefined ||
    archived === undefined ||
    draft === undefined ||
    category === undefined ||
    subcategoryId === undefined ||
    translations === undefined ||
    reader.problems.length > 0
  ) {
    return undefined;
  }
  return {
    name,
    description,
    ...translations,
    colourName,
    pricePaise,
    stock,
    categoryId: category.id,
    subcategoryId,
    featured,
    archived,
    draft,
  };
}

export function describeNewProduct(product: NewProduct, names: CategoryNames): string[] {
  return [
    ...(product.colourName === null ? [] : [`own colour ${product.colourName}`]),
    `price ${shownRupees(product.pricePaise)}`,
    `stock ${product.stock}`,
    `category ${names.nameOf(product.categoryId)}`,
    ...(product.subcategoryId === null ? [] : [`subcategory ${names.subcategoryNameOf(product.subcategoryId)}`]),
    ...(product.featured ? ["featured"] : []),
    ...(product.archived ? ["archived"] : []),
    ...(product.draft ? ["draft"] : []),
  ];
}

/**
 * The columns the file has whose values differ from the product's, and the same in words. A blank cell keeps what a
 * product must always have (name, price, stock, category, yes/no), so a sheet can change some rows' stock and leave
 * the others'; a blank description or subcategory is one.
 */
export function readProductChanges(
  reader: RowReader,
  current: ProductState,
  names: CategoryNames,
  choice: StockChoice | undefined,
): ChangesRead<ProductChanges> | undefined {
  const changes: ProductChanges = {};
  const words: string[] = [];
  const given = (column: SheetColumn) => reader.has(column) && !reader.blank(column);
  if (given("name")) {
    const name = reader.required("name", rules.name);
    if (name !== undefined && name !== current.name.trim()) {
      changes.name = name;
      words.push(`name ${current.name} → ${name}`);
    }
  }
  if (reader.has("description")) {
    const description = reader.check(rules.description, reader.text("description") ?? "");
    if (description !== undefined && !sameDescription(description, current.description)) {
      changes.description = description;
      words.push("description changed");
    }
  }
  translationChanges(reader, PRODUCT_TRANSLATIONS, current, changes, words);
  refuseColourCells(reader);
  if (reader.has("own_colour")) {
    // Blank is a choice too, as for the description: the piece itself then goes by "As shown".
    const colourName = reader.ownColour();
    if (colourName !== undefined && colourName !== (current.colourName?.trim() ?? null)) {
      changes.colourName = colourName;
      words.push(`own colour ${ownOptionName(current.colourName)} → ${ownOptionName(colourName)}`);
    }
  }
  const stock = priceAndStockChanges(reader, current, changes, words, choice);
  let categoryId = current.categoryId;
  if (given("category")) {
    const category = names.category(reader.text("category") ?? "", reader);
    if (category) categoryId = category.id;
  }
  let subcategoryId = current.subcategoryId;
  if (reader.has("subcategory")) {
    if (reader.blank("subcategory")) subcategoryId = null;
    else {
      const category = { id: categoryId, name: names.nameOf(categoryId), slug: "" };
      const found = names.subcategory(reader.text("subcategory") ?? "", category, reader);
      if (found) subcategoryId = found.id;
    }
  } else if (categoryId !== current.categoryId && subcategoryId !== null) {
    // The old subcategory is in the old category: moving the product needs a subcategory of the new one (or none).
    reader.problem(
      `subcategory ${names.subcategoryNameOf(subcategoryId)} is not in category ${names.nameOf(categoryId)}: add a subcategory column`,
    );
  }
  if (categoryId !== current.categoryId) {
    changes.categoryId = categoryId;
    words.push(`category ${names.nameOf(current.categoryId)} → ${names.nameOf(categoryId)}`);
  }
  if (subcategoryId !== current.subcategoryId) {
    changes.subcategoryId = subcategoryId;
    words.push(
      `subcategory ${names.subcategoryNameOf(current.subcategoryId)} → ${names.subcategoryNameOf(subcategoryId)}`,
    );
  }
  for (const column of ["featured", "archived", "draft"] as const) {
    if (!given(column)) continue;
    const value = reader.yesNo(column);
    if (value !== undefined && value !== current[column]) {
      changes[column] = value;
      words.push(`${column} ${yesNoWord(current[column])} → ${yesNoWord(value)}`);
    }
  }
  return reader.problems.length > 0 ? undefined : { changes, words, stock };
}

/**
 * A colour's row leaves the product's own columns empty; a value there that is not the product's (say a category
 * filled down the whole column and then changed on one colour) would be silently lost, so it is refused.
 */
export function checkProductOnlyCells(reader: RowReader, product: ProductState | undefined, names: CategoryNames) {
  if (!product) return;
  for (const column of PRODUCT_ONLY_COLUMNS) {
    if (reader.blank(column)) continue;
    const text = reader.text(column) ?? "";
    const productValue = {
      category: names.nameOf(product.categoryId),
      subcategory: names.subcategoryNameOf(product.subcategoryId),
      featured: yesNoWord(product.featured),
      draft: yesNoWord(product.draft),
      description: product.description,
      own_colour: product.colourName ?? "",
      name_ml: product.nameMl ?? "",
      name_hi: product.nameHi ?? "",
      description_ml: product.descriptionMl ?? "",
      description_hi: product.descriptionHi ?? "",
      own_colour_ml: product.colourNameMl ?? "",
      own_colour_hi: product.colourNameHi ?? "",
    }[column];
    const same =
      column === "featured" || column === "draft" ? readYesNo(text) === product[column] : sameText(text, productValue);
    if (!same) reader.problem(`${column} is read from the product's own row: leave it empty on a colour's row`);
  }
}

export function readNewColour(reader: RowReader, productPricePaise: number): NewColour | undefined {
  const name = reader.required("colour", rules.colour);
  const code = reader.required("colour_code", rules.colour_code);
  // As on the desk's form: a colour without a price of its own sells at the product's.
  const pricePaise = reader.blank("price") ? productPricePaise : reader.price({ required: true });
  const stock = reader.stock({ required: false });
  const archived = reader.yesNo("archived");
  const translations = readTranslations(reader, COLOUR_TRANSLATIONS);
  if (
    name === undefined ||
    code === undefined ||
    pricePaise === undefined ||
    stock === undefined ||
    archived === undefined ||
    translations === undefined
  ) {
    return undefined;
  }
  return { name, code, pricePaise, stock, archived, ...translations };
}

export function describeNewColour(colour: NewColour): string[] {
  return [
    `colour code ${colour.code}`,
    `price ${shownRupees(colour.pricePaise)}`,
    `stock ${colour.stock}`,
    ...(colour.archived ? ["archived"] : []),
  ];
}

/** As for a product's row: a blank cell keeps the colour's value. */
export function readColourChanges(
  reader: RowReader,
  current: ColourState,
  choice: StockChoice | undefined,
): ChangesRead<ColourChanges> | undefined {
  const changes: ColourChanges = {};
  const words: string[] = [];
  const given = (column: SheetColumn) => reader.has(column) && !reader.blank(column);
  if (given("colour")) {
    const name = reader.required("colour", rules.colour);
    if (name !== undefined && name !== current.name.trim()) {
      changes.name = name;
      words.push(`colour ${current.name} → ${name}`);
    }
  }
  translationChanges(reader, COLOUR_TRANSLATIONS, current, changes, words);
  if (given("colour_code")) {
    const code = reader.required("colour_code", rules.colour_code);
    if (code !== undefined && code !== current.code.toLowerCase()) {
      changes.code = code;
      words.push(`colour code ${current.code} → ${code}`);
    }
  }
  const stock = priceAndStockChanges(reader, current, changes, words, choice);
  if (given("archived")) {
    const archived = reader.yesNo("archived");
    if (archived !== undefined && archived !== current.archived) {
      changes.archived = archived;
      words.push(`archived ${yesNoWord(current.archived)} → ${yesNoWord(archived)}`);
    }
  }
  return reader.problems.length > 0 ? undefined : { changes, words, stock };
}

/** What a row's changes were read as: the fields that change, the same in words, and its stock cell's reading. */
export interface ChangesRead<C> {
  changes: C;
  words: string[];
  stock: StockReading | undefined;
}

/** A stock cell that needs the owner's choice (with the choice she made, if any). */
export type StockReading = Omit<StockConflict, "line" | "product">;

/**
 * A row's price and stock cells, a product's or a colour's alike: the price a change when given and different. The
 * stock cell is a change only where the owner changed it since the export (it differs from stock_when_exported):
 * one she left alone keeps whatever orders did to the count since. Where she changed it and the shop's count moved
 * too, or the sheet does not say what the shop had, it is a conflict, applied as her `choice` says.
 */
function priceAndStockChanges(
  reader: RowReader,
  current: { pricePaise: number; stock: number },
  changes: { pricePaise?: number; stock?: number },
  words: string[],
  choice: StockChoice | undefined,
): StockReading | undefined {
  const given = (column: SheetColumn) => reader.has(column) && !reader.blank(column);
  if (given("price")) {
    const pricePaise = reader.price({ required: true });
    if (pricePaise !== undefined && pricePaise !== current.pricePaise) {
      changes.pricePaise = pricePaise;
      words.push(`price ${shownRupees(current.pricePaise)} → ${shownRupees(pricePaise)}`);
    }
  }
  if (!given("stock")) return undefined;
  const stock = reader.stock({ required: true });
  const exported = reader.exportedStock();
  if (stock === undefined || exported === undefined) return undefined;
  // Left as exported: whatever sold or came in since stands. Written as the shop has it: nothing to change.
  if (stock === exported || stock === current.stock) return undefined;
  const change = () => {
    changes.stock = stock;
    words.push(`stock ${current.stock} → ${stock}`);
  };
  if (exported === current.stock) {
    change();
    return undefined;
  }
  if (choice === "sheet") change();
  const shop =
    exported === null
      ? `the shop has ${current.stock} now (the sheet has no stock_when_exported to say what it had then)`
      : `the shop had ${exported} when exported and has ${current.stock} now`;
  return {
    sheetStock: stock,
    exportedStock: exported,
    shopStock: current.stock,
    choice: choice ?? null,
    message: `Line ${reader.row.line}: you wrote ${stock}; ${shop}`,
  };
}
