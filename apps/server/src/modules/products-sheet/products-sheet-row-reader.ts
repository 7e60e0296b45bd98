// Reading one row of a products sheet: each cell checked by the desk's own field rules (so a row's messages read as
// the forms' do), every problem collected, and categories found by the names the export writes.

import { recordIdFromText } from "@mayil/core/api/record-id";
import { translatedDescription, translatedName } from "@mayil/core/catalogue/catalogue-translations";
import {
  createProductBodySchema,
  createVariantBodySchema,
  ownColourName,
} from "@mayil/core/catalogue/owner-catalogue-schemas";
import type { z } from "zod";
import type { CatalogueSnapshot, CategoryState, SubcategoryState } from "../catalogue";
import { readNumber, readRupees, readText, readYesNo, type SheetColumn } from "./products-sheet-columns";
import type { SheetRow } from "./products-sheet-file";

// ---- The desk's own field rules, so a row's messages read as the forms' do ----------------------------

export const rules = {
  product_id: recordIdFromText("product_id"),
  variant_id: recordIdFromText("variant_id"),
  name: createProductBodySchema.shape.name,
  description: createProductBodySchema.shape.description,
  price: createProductBodySchema.shape.price,
  stock: createProductBodySchema.shape.stock,
  stock_when_exported: createProductBodySchema.shape.stock,
  colour: createVariantBodySchema.shape.color_name,
  colour_code: createVariantBodySchema.shape.color_code,
  own_colour: ownColourName("own_colour"),
  // As long as the English ones may be; an empty cell is none (decision 084).
  name_ml: translatedName("name_ml", 120),
  name_hi: translatedName("name_hi", 120),
  description_ml: translatedDescription("description_ml"),
  description_hi: translatedDescription("description_hi"),
  colour_ml: translatedName("colour_ml", 60),
  colour_hi: translatedName("colour_hi", 60),
  own_colour_ml: translatedName("own_colour_ml", 60),
  own_colour_hi: translatedName("own_colour_hi", 60),
};

/** The columns of her Malayalam and Hindi, each with the state's field it is kept in. */
export const PRODUCT_TRANSLATIONS = [
  { column: "name_ml", field: "nameMl", words: "Malayalam name" },
  { column: "name_hi", field: "nameHi", words: "Hindi name" },
  { column: "description_ml", field: "descriptionMl", words: "Malayalam description" },
  { column: "description_hi", field: "descriptionHi", words: "Hindi description" },
  { column: "own_colour_ml", field: "colourNameMl", words: "Malayalam own colour" },
  { column: "own_colour_hi", field: "colourNameHi", words: "Hindi own colour" },
] as const;
export const COLOUR_TRANSLATIONS = [
  { column: "colour_ml", field: "nameMl", words: "Malayalam colour name" },
  { column: "colour_hi", field: "nameHi", words: "Hindi colour name" },
] as const;

/** The forms' messages name the API's fields; the sheet's columns are spelt the shop's way. */
const inSheetWords = (message: string) =>
  message.replace(/^color_name\b/, "colour").replace(/^color_code\b/, "colour_code");

/** Reads one row's cells, collecting every problem instead of stopping at the first. */
export class RowReader {
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

  /** The piece's own colour name; null when the cell is blank (the piece then goes by "As shown"). */
  ownColour(): string | null | undefined {
    if (this.blank("own_colour")) return null;
    return this.check(rules.own_colour, this.text("own_colour"));
  }

  /** A Malayalam or Hindi cell: null when blank or when the file has no such column, else checked as the desk does. */
  translation(
    column: (typeof PRODUCT_TRANSLATIONS)[number]["column"] | (typeof COLOUR_TRANSLATIONS)[number]["column"],
  ): string | null | undefined {
    if (this.blank(column)) return null;
    return this.check(rules[column], this.text(column));
  }

  yesNo(column: "featured" | "archived" | "draft"): boolean | undefined {
    const value = readYesNo(this.text(column) ?? "");
    return value ?? this.problem(`${column} must be yes or no`);
  }
}

/** Finds categories and subcategories by the names the export writes (or their slugs), any case. */
export class CategoryNames {
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

export const yesNoWord = (value: boolean) => (value ? "yes" : "no");
export const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
/** Descriptions compared as the sheet gives them back: line ends as \n, no space around. */
export const sameDescription = (a: string, b: string) =>
  a.replace(/\r\n?/g, "\n").trim() === b.replace(/\r\n?/g, "\n").trim();
