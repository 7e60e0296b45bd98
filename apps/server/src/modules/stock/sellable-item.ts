// What the shop can sell of a product or one of its colours: its name, price and units left, read from the database.
import { and, eq } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { productOnSale } from "../../db/on-sale";
import { products, productVariants } from "../../db/schema";
import { Conflict, InvalidInput, NotFound } from "../../domain-errors";

export interface SellableItem {
  productId: number;
  variantId: number | null;
  name: string;
  colorName: string | null;
  unitPricePaise: number;
  stock: number;
}

/** "Temple Jhumka (Ruby Red)": how an item is named in messages and the order summary. */
export const itemLabel = (item: Pick<SellableItem, "name" | "colorName">) =>
  item.colorName ? `${item.name} (${item.colorName})` : item.name;

/**
 * "You can order at most 10 of Temple Jhumka (Ruby Red) at a time.": the per-item cap (MAX_UNITS_PER_ITEM), naming
 * the item, for a cart line and an order alike.
 */
export const tooManyUnitsMessage = (item: Pick<SellableItem, "name" | "colorName">, max: number) =>
  `You can order at most ${max} of ${itemLabel(item)} at a time.`;

/** "Sorry, Temple Jhumka (Ruby Red) is no longer sold.": a colour the owner has taken off sale. */
export const colourNoLongerSoldMessage = (item: Pick<SellableItem, "name" | "colorName">) =>
  `Sorry, ${itemLabel(item)} is no longer sold. Please choose another colour.`;

/**
 * A product (or its colour) that is for sale; 404 when the product is unknown or withdrawn, 400 for a wrong colour,
 * 409 for a colour taken off sale. A piece with colours is sold as itself too: its own count is its first colour
 * (decision 027).
 */
export async function sellableItem(
  db: Database | Transaction,
  productId: number,
  variantId: number | null,
): Promise<SellableItem> {
  const [product] = await db
    .select({ id: products.id, name: products.name, price: products.price, stock: products.stock })
    .from(products)
    .where(and(eq(products.id, productId), productOnSale()));
  if (!product) throw new NotFound("Product not found");
  if (variantId === null) {
    return {
      productId,
      variantId,
      name: product.name,
      colorName: null,
      unitPricePaise: product.price,
      stock: product.stock,
    };
  }
  const [variant] = await db
    .select({
      colorName: productVariants.colorName,
      price: productVariants.price,
      stock: productVariants.stock,
      isActive: productVariants.isActive,
    })
    .from(productVariants)
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
  if (!variant) throw new InvalidInput(`variant_id ${variantId} is not a colour of this product`, "variant_id");
  if (!variant.isActive)
    throw new Conflict(colourNoLongerSoldMessage({ name: product.name, colorName: variant.colorName }));
  return {
    productId,
    variantId,
    name: product.name,
    colorName: variant.colorName,
    unitPricePaise: variant.price,
    stock: variant.stock,
  };
}
