// Checks that a product, or a colour of it, exists before the owner adjusts or reads its stock, naming what is wrong.
import { eq } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { Conflict, InvalidInput, NotFound } from "../../domain-errors";
import { products, productVariants } from "../catalogue/catalogue-tables";
import type { StockItem } from "./stock-ledger";

/**
 * 404 for an unknown product or colour, 400 (field variant_id) for a colour of another product. Archived products
 * count: their stock can still be corrected, and their history read. A colour taken off sale keeps its history;
 * with `onSale` (a change of its count) it is refused, 409.
 */
export async function knownStockItem(
  db: Database | Transaction,
  item: StockItem,
  { onSale = false } = {},
): Promise<void> {
  const [product] = await db.select({ name: products.name }).from(products).where(eq(products.id, item.productId));
  if (!product) throw new NotFound(`Product ${item.productId} was not found`);
  if (item.variantId === null) return;
  const [variant] = await db
    .select({
      productId: productVariants.productId,
      colorName: productVariants.colorName,
      isActive: productVariants.isActive,
    })
    .from(productVariants)
    .where(eq(productVariants.id, item.variantId));
  if (!variant) throw new NotFound(`Colour ${item.variantId} was not found`);
  if (variant.productId !== item.productId) {
    throw new InvalidInput(`variant_id ${item.variantId} is not a colour of ${product.name}`, "variant_id");
  }
  // A colour off sale holds nothing (decision 027): a count given to it would be pieces nobody can buy or see.
  if (onSale && !variant.isActive) {
    throw new Conflict(
      `${product.name} (${variant.colorName}) is no longer on sale: add the colour again to count its pieces.`,
    );
  }
}
