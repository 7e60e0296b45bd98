// The products spreadsheet's columns, and how its cells are written and read: the one vocabulary of export and import.
import { Money } from "@mayil/core/money/money";

/**
 * The columns in the order the export writes them. A product's own row leaves `variant_id`, `colour` and
 * `colour_code` empty, and names the piece itself in `own_colour`: what the shop calls it beside its colours (empty:
 * "As shown", decision 069); a colour's row repeats its product's id and name, and leaves the product-only columns empty.
 * `category` and `subcategory` hold names as the desk shows them (a slug is accepted too). `stock_when_exported` is
 * the count the shop had when the file was made: an import changes stock only where `stock` no longer says the same,
 * so an old file never puts back pieces sold since (decision 028).
 */
export const SHEET_COLUMNS = [
  "product_id",
  "variant_id",
  "name",
  "colour",
  "colour_code",
  "own_colour",
  "category",
  "subcategory",
  "price",
  "stock",
  "stock_when_exported",
  "featured",
  "archived",
  "draft",
  "description",
  // Her Malayalam and Hindi (decision 084): an empty cell is none (the English shows); a sheet without these columns
  // leaves them as they are. The colour's own in colour_ml and colour_hi, on its row; the piece's own colour in
  // own_colour_ml and own_colour_hi, on the product's row.
  "name_ml",
  "name_hi",
  "description_ml",
  "description_hi",
  "colour_ml",
  "colour_hi",
  "own_colour_ml",
  "own_colour_hi",
] as const;
export type SheetColumn = (typeof SHEET_COLUMNS)[number];

/** Columns that only a product's own row reads: on a colour's row they are empty (or repeat the product's value). */
export const PRODUCT_ONLY_COLUMNS = [
  "own_colour",
  "category",
  "subcategory",
  "featured",
  "draft",
  "description",
  "name_ml",
  "name_hi",
  "description_ml",
  "description_hi",
  "own_colour_ml",
  "own_colour_hi",
] as const;

/** Columns that only a colour's row reads: on a product's own row they are empty. */
export const COLOUR_ONLY_TRANSLATIONS = ["colour_ml", "colour_hi"] as const;

/** Columns a description is read from: the only ones whose cells keep their line breaks. */
export const DESCRIPTION_COLUMNS: readonly SheetColumn[] = ["description", "description_ml", "description_hi"];

/**
 * Other ways an owner may head a column (American spelling, the API's field names, spaces or capitals as a
 * spreadsheet user types them), mapped to the sheet's own name.
 */
const COLUMN_ALIASES: Record<string, SheetColumn> = {
  color: "colour",
  color_name: "colour",
  colour_name: "colour",
  color_code: "colour_code",
  color_ml: "colour_ml",
  color_hi: "colour_hi",
  color_name_ml: "colour_ml",
  color_name_hi: "colour_hi",
  own_color: "own_colour",
  own_colour_name: "own_colour",
  own_color_name: "own_colour",
  own_color_ml: "own_colour_ml",
  own_color_hi: "own_colour_hi",
  own_colour_name_ml: "own_colour_ml",
  own_colour_name_hi: "own_colour_hi",
  own_color_name_ml: "own_colour_ml",
  own_color_name_hi: "own_colour_hi",
  colour_id: "variant_id",
  color_id: "variant_id",
  category_name: "category",
  subcategory_name: "subcategory",
  sub_category: "subcategory",
  stock_quantity: "stock",
  exported_stock: "stock_when_exported",
  stock_exported: "stock_when_exported",
};

/** The sheet's column a header cell names ("Product ID", "colour code", "Color" → ...), or undefined. */
export function sheetColumnOf(header: string): SheetColumn | undefined {
  const key = header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  if ((SHEET_COLUMNS as readonly string[]).includes(key)) return key as SheetColumn;
  return COLUMN_ALIASES[key];
}

/** How the sheet writes true and false: words a spreadsheet leaves alone (TRUE/FALSE become Excel booleans). */
export const yesNo = (value: boolean) => (value ? "yes" : "no");

const YES = new Set(["yes", "y", "true", "1"]);
const NO = new Set(["no", "n", "false", "0", ""]);

/** "yes"/"no" (or true/false, 1/0, y/n, any case) as read back; an empty cell is no. Undefined when it is neither. */
export function readYesNo(cell: string): boolean | undefined {
  const word = cell.trim().toLowerCase();
  if (YES.has(word)) return true;
  if (NO.has(word)) return false;
  return undefined;
}

/**
 * A price cell as the rupee amount the desk's forms take: a spreadsheet saves what it displays, so "₹1,299.00",
 * "Rs. 1299" and "1,299" are read as 1299.00. Anything else is passed on as typed for the form's own message.
 */
export function readRupees(cell: string): string {
  const text = cell
    .trim()
    .replace(/^(₹|rs\.?|inr)\s*/i, "")
    .replace(/,/g, "");
  return text;
}

/** "₹499.00": how the import's report shows an amount. */
export const shownRupees = (paise: number) => `₹${Money.toWire(paise)}`;

/** A number cell as a number when it is written as one ("5", "5.0"), else the text (the form then says why not). */
export function readNumber(cell: string): number | string {
  const text = cell.trim();
  return /^[+-]?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

/**
 * The cell as the owner typed it: the export puts a ' before text starting with = + - @ (so no spreadsheet runs it
 * as a formula), and a spreadsheet that kept it gives it back; it is taken off again. Line ends inside a cell become
 * plain newlines.
 */
export function readText(cell: string): string {
  const unescaped = /^'[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell) ? cell.slice(1) : cell;
  return unescaped.replace(/\r\n?/g, "\n");
}
