// What an imported products sheet would do to the catalogue as it stands: each row checked by the desk's own field
// rules, turned into a create or a change (with its changes in words), or refused with the reason. Touches no database.

import { createProductBodySchema, createVariantBodySchema } from "@mayil/core/owner-catalogue-schemas";
import { recordIdFromText } from "@mayil/core/record-id";
import { sentenceCase } from "@mayil/core/sentence-case";
import type { z } from "zod";
import {
  PRODUCT_ONLY_COLUMNS,
  readNumber,
  readRupees,
  readText,
  readYesNo,
  type SheetColumn,
  shownRupees,
} from "./products-sheet-columns";
import type { ProductsSheet, SheetRow } from "./products-sheet-file";

// ---- The catalogue as the plan sees it --------------------------------------------------------------

export interface CategoryState {
  id: number;
  name: string;
  slug: string;
}
export interface SubcategoryState extends CategoryState {
  categoryId: number;
}
export interface ProductState {
  id: number;
  name: string;
  slug: string;
  description: string;
  pricePaise: number;
  stock: number;
  categoryId: number;
  subcategoryId: number | null;
  featured: boolean;
  archived: boolean;
  /** Not on sale until published (decision 028). */
  draft: boolean;
}
export interface ColourState {
  id: number;
  productId: number;
  name: string;
  code: string;
  pricePaise: number;
  stock: number;
  position: number;
  archived: boolean;
}

/** Every category and subcategory, and the products and colours the sheet names (with all of those products' colours). */
export interface CatalogueSnapshot {
  categories: CategoryState[];
  subcategories: SubcategoryState[];
  products: Map<number, ProductState>;
  colours: Map<number, ColourState>;
  /** Products whose name (lower case, trimmed) a new row of the sheet repeats, with their ids. */
  productsNamed: Map<string, number>;
}

// ---- What the plan says ----------------------------------------------------------------------------------

export type NewProduct = Omit<ProductState, "id" | "slug">;
export type ProductChanges = Partial<NewProduct>;
export type NewColour = Omit<ColourState, "id" | "productId" | "position">;
export type ColourChanges = Partial<NewColour>;

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

// ---- The desk's own field rules, so a row's messages read as the forms' do ----------------------------

const rules = {
  product_id: recordIdFromText("product_id"),
  variant_id: recordIdFromText("variant_id"),
  name: createProductBodySchema.shape.name,
  description: createProductBodySchema.shape.description,
  price: createProductBodySchema.shape.price,
  stock: createProductBodySchema.shape.stock,
  stock_when_exported: createProductBodySchema.shape.stock,
  colour: createVariantBodySchema.shape.color_name,
  colour_code: createVariantBodySchema.shape.color_code,
};

/** The forms' messages name the API's fields; the sheet's columns are spelt the shop's way. */
const inSheetWords = (message: string) =>
  message.replace(/^color_name\b/, "colour").replace(/^color_code\b/, "colour_code");

/** Reads one row's cells, collecting every problem instead of stopping at the first. */
class RowReader {
  readonly problems: string[] = [];

  constructor(
    readonly row: SheetRow,
    private readonly columns: Set<SheetColumn>,
  ) {}

  has(column: SheetColumn): boolean {
    return this.columns.has(column);
  }

  /** The cell as typed (formula guard taken off), or undefined when the file has no such column. */
  text(column: SheetColumn): string | undefined {
    const cell = this.row.cells[column];
    return cell === undefined ? undefined : readText(cell);
  }

  /** True when the column is missing or its cell is blank. */
  blank(column: SheetColumn): boolean {
    return (this.text(column) ?? "").trim() === "";
  }

  problem(message: string): undefined {
    this.problems.push(message);
    return undefined;
  }

  check<T>(rule: z.ZodType<T>, value: unknown): T | undefined {
    const result = rule.safeParse(value);
    if (result.success) return result.data;
    return this.problem(inSheetWords(result.error.issues[0]?.message ?? "is not valid"));
  }

  /** A required cell: "name is required" when blank, else the form's rule. */
  required<T>(column: "name" | "colour" | "colour_code", rule: z.ZodType<T>): T | undefined {
    if (this.blank(column)) return this.problem(`${column} is required`);
    return this.check(rule, this.text(column));
  }

  id(column: "product_id" | "variant_id"): number | null | undefined {
    if (this.blank(column)) return null;
    return this.check(rules[column], (this.text(column) ?? "").trim());
  }

  price(options: { required: boolean }): number | undefined {
    if (this.blank("price")) return options.required ? this.problem("price is required") : undefined;
    return this.check(rules.price, readRupees(this.text("price") ?? ""));
  }

  stock(options: { required: boolean }): number | undefined {
    if (this.blank("stock")) return options.required ? this.problem("stock is required") : 0;
    return this.check(rules.stock, readNumber(this.text("stock") ?? ""));
  }

  /** What the shop had when the sheet was exported; null when the file (or this row) does not say. */
  exportedStock(): number | null | undefined {
    if (this.blank("stock_when_exported")) return null;
    const value = rules.stock_when_exported.safeParse(readNumber(this.text("stock_when_exported") ?? ""));
    if (value.success) return value.data;
    return this.problem("stock_when_exported must be the count the download wrote: put it back as it was");
  }

  yesNo(column: "featured" | "archived" | "draft"): boolean | undefined {
    const value = readYesNo(this.text(column) ?? "");
    return value ?? this.problem(`${column} must be yes or no`);
  }
}

/** Finds categories and subcategories by the names the export writes (or their slugs), any case. */
class CategoryNames {
  constructor(private readonly snapshot: CatalogueSnapshot) {}

  category(text: string, reader: RowReader): CategoryState | undefined {
    const found = this.match(this.snapshot.categories, text);
    if (found.length === 1) return found[0];
    if (found.length > 1) return reader.problem(`category "${text.trim()}" names more than one category: use its slug`);
    const names = this.snapshot.categories.map((c) => c.name).join(", ");
    return reader.problem(`category "${text.trim()}" does not exist (the categories are: ${names})`);
  }

  subcategory(text: string, category: CategoryState, reader: RowReader): SubcategoryState | undefined {
    const inCategory = this.snapshot.subcategories.filter((s) => s.categoryId === category.id);
    const found = this.match(inCategory, text);
    if (found.length === 1) return found[0];
    if (found.length > 1) return reader.problem(`subcategory "${text.trim()}" names more than one: use its slug`);
    const names = inCategory.map((s) => s.name).join(", ") || "none";
    return reader.problem(
      `subcategory "${text.trim()}" is not in category ${category.name} (its subcategories are: ${names})`,
    );
  }

  nameOf(categoryId: number): string {
    return this.snapshot.categories.find((c) => c.id === categoryId)?.name ?? `#${categoryId}`;
  }

  subcategoryNameOf(subcategoryId: number | null): string {
    if (subcategoryId === null) return "none";
    return this.snapshot.subcategories.find((s) => s.id === subcategoryId)?.name ?? `#${subcategoryId}`;
  }

  private match<T extends CategoryState>(list: T[], text: string): T[] {
    const wanted = text.trim().toLowerCase();
    const byName = list.filter((item) => item.name.trim().toLowerCase() === wanted);
    return byName.length > 0 ? byName : list.filter((item) => item.slug === wanted);
  }
}

const yesNoWord = (value: boolean) => (value ? "yes" : "no");
const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
/** Descriptions compared as the sheet gives them back: line ends as \n, no space around. */
const sameDescription = (a: string, b: string) => a.replace(/\r\n?/g, "\n").trim() === b.replace(/\r\n?/g, "\n").trim();

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

function readNewProduct(reader: RowReader, names: CategoryNames): NewProduct | undefined {
  const name = reader.required("name", rules.name);
  const description = reader.check(rules.description, reader.text("description") ?? "");
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
    pricePaise === undefined ||
    stock === undefined ||
    featured === undefined ||
    archived === undefined ||
    draft === undefined ||
    category === undefined ||
    subcategoryId === undefined
  ) {
    return undefined;
  }
  return { name, description, pricePaise, stock, categoryId: category.id, subcategoryId, featured, archived, draft };
}

function describeNewProduct(product: NewProduct, names: CategoryNames): string[] {
  return [
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
function readProductChanges(
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
function checkProductOnlyCells(reader: RowReader, product: ProductState | undefined, names: CategoryNames) {
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
    }[column];
    const same =
      column === "featured" || column === "draft" ? readYesNo(text) === product[column] : sameText(text, productValue);
    if (!same) reader.problem(`${column} is read from the product's own row: leave it empty on a colour's row`);
  }
}

function readNewColour(reader: RowReader, productPricePaise: number): NewColour | undefined {
  const name = reader.required("colour", rules.colour);
  const code = reader.required("colour_code", rules.colour_code);
  // As on the desk's form: a colour without a price of its own sells at the product's.
  const pricePaise = reader.blank("price") ? productPricePaise : reader.price({ required: true });
  const stock = reader.stock({ required: false });
  const archived = reader.yesNo("archived");
  if (
    name === undefined ||
    code === undefined ||
    pricePaise === undefined ||
    stock === undefined ||
    archived === undefined
  ) {
    return undefined;
  }
  return { name, code, pricePaise, stock, archived };
}

function describeNewColour(colour: NewColour): string[] {
  return [
    `colour code ${colour.code}`,
    `price ${shownRupees(colour.pricePaise)}`,
    `stock ${colour.stock}`,
    ...(colour.archived ? ["archived"] : []),
  ];
}

/** As for a product's row: a blank cell keeps the colour's value. */
function readColourChanges(
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
interface ChangesRead<C> {
  changes: C;
  words: string[];
  stock: StockReading | undefined;
}

/** A stock cell that needs the owner's choice (with the choice she made, if any). */
type StockReading = Omit<StockConflict, "line" | "product">;

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
