// The products spreadsheet the owner downloads: every product and colour, archived ones marked, ready to edit and
// import again.
import { isoDay } from "@mayil/core/calendar/iso-day";
import { Money } from "@mayil/core/money/money";
import { stringify } from "csv-stringify/sync";
import type { Database } from "../../db/database";
import { type ColourRow, readEveryProductAndColour } from "../catalogue";
import { SHEET_COLUMNS, type SheetColumn, yesNo } from "./products-sheet-columns";

export interface ProductsSheetFile {
  /** e.g. products-2026-11-01.csv: the day (in India) it was made. */
  filename: string;
  text: string;
}

/**
 * One row per product, followed by one per colour (colours removed from sale too, marked archived), products in id
 * order so that a new export lines up with the last one. Read in one statement each, so the file is one moment's
 * catalogue even while orders come in.
 */
export async function exportProductsSheet(db: Database, now = new Date()): Promise<ProductsSheetFile> {
  const { productRows, colourRows } = await readEveryProductAndColour(db);
  const coloursOf = new Map<number, ColourRow[]>();
  for (const colour of colourRows) {
    const list = coloursOf.get(colour.productId);
    if (list) list.push(colour);
    else coloursOf.set(colour.productId, [colour]);
  }

  const records: Record<SheetColumn, string | number>[] = [];
  for (const { product, category, subcategory } of productRows) {
    records.push({
      product_id: product.id,
      variant_id: "",
      name: product.name,
      colour: "",
      colour_code: "",
      own_colour: product.colorName ?? "",
      category,
      subcategory: subcategory ?? "",
      // Rupees as the desk's forms and the import take them: "149.00".
      price: Money.toWire(product.price),
      stock: product.stock,
      stock_when_exported: product.stock,
      featured: yesNo(product.featured),
      archived: yesNo(!product.isActive),
      draft: yesNo(product.isDraft),
      description: product.description,
      name_ml: product.nameMl ?? "",
      name_hi: product.nameHi ?? "",
      description_ml: product.descriptionMl ?? "",
      description_hi: product.descriptionHi ?? "",
      colour_ml: "",
      colour_hi: "",
      own_colour_ml: product.colorNameMl ?? "",
      own_colour_hi: product.colorNameHi ?? "",
    });
    for (const colour of coloursOf.get(product.id) ?? []) {
      records.push({
        product_id: product.id,
        variant_id: colour.id,
        name: product.name,
        colour: colour.colorName,
        colour_code: colour.colorCode,
        own_colour: "",
        category: "",
        subcategory: "",
        price: Money.toWire(colour.price),
        stock: colour.stock,
        stock_when_exported: colour.stock,
        featured: "",
        archived: yesNo(!colour.isActive),
        draft: "",
        description: "",
        name_ml: "",
        name_hi: "",
        description_ml: "",
        description_hi: "",
        colour_ml: colour.colorNameMl ?? "",
        colour_hi: colour.colorNameHi ?? "",
        own_colour_ml: "",
        own_colour_hi: "",
      });
    }
  }
  const text = stringify(records, {
    // Excel reads a file without the byte order mark as ANSI and garbles ₹ and Malayalam names.
    bom: true,
    header: true,
    columns: [...SHEET_COLUMNS],
    // A name or description starting with = + - @ gets a leading ' so no spreadsheet runs it; the import takes it off.
    escape_formulas: true,
    record_delimiter: "windows",
    // A description's line break is quoted as a spreadsheet writes it: rows end in CRLF, so the stringifier would
    // leave a lone newline bare, and the import (which takes any line ending) would read it as the row's end.
    quoted_match: /[\r\n]/,
  });
  return { filename: `products-${isoDay(now)}.csv`, text };
}
