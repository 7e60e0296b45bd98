// Each product or colour as it is now, for lines that name one (a cart's): its colour's name and swatch, its price
// and its stock, read from the catalogue's own tables so the cart never reads them itself (decision 078).
import type { Paise } from "@mayil/core/money/money";
import { inArray } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { products, productVariants } from "./catalogue-tables";

export interface OptionNow {
  /** The colour's name and swatch; null for the product itself. */
  colour: { name: string; code: string } | null;
  price: Paise;
  stock: number;
}

/** How a line names its option: the product, and its colour or null. */
export const optionKey = (productId: number, variantId: number | null) => `${productId}:${variantId ?? ""}`;

/**
 * The options named, keyed by optionKey. A colour is read as it is, removed or not (its line still shows it); an
 * option whose product or colour no longer exists is left out.
 */
export async function optionsNow(
  db: Database | Transaction,
  lines: { productId: number; variantId: number | null }[],
): Promise<Map<string, OptionNow>> {
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const variantIds = [...new Set(lines.flatMap((line) => (line.variantId === null ? [] : [line.variantId])))];
  const [productRows, variantRows] = await Promise.all([
    productIds.length === 0
      ? []
      : db
          .select({ id: products.id, price: products.price, stock: products.stock })
          .from(products)
          .where(inArray(products.id, productIds)),
    variantIds.length === 0
      ? []
      : db
          .select({
            id: productVariants.id,
            productId: productVariants.productId,
            name: productVariants.colorName,
            code: productVariants.colorCode,
            price: productVariants.price,
            stock: productVariants.stock,
          })
          .from(productVariants)
          .where(inArray(productVariants.id, variantIds)),
  ]);
  const options = new Map<string, OptionNow>();
  for (const row of productRows)
    options.set(optionKey(row.id, null), { colour: null, price: row.price, stock: row.stock });
  for (const row of variantRows) {
    if (!options.has(optionKey(row.productId, null))) continue;
    options.set(optionKey(row.productId, row.id), {
      colour: { name: row.name, code: row.code },
      price: row.price,
      stock: row.stock,
    });
  }
  return options;
}
