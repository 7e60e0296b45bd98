// What the shop can sell of a product or one of its colours: its name, price and units left, read from the database.
import { nameWithOption, optionName } from "@mayil/core/catalogue/piece-options";
import { and, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { productOnSale } from "../../db/on-sale";
import { Conflict, InvalidInput, NotFound } from "../../domain-errors";
import { products, productVariants } from "../catalogue/catalogue-tables";

/**
 * Whether the product has a colour on sale: the piece itself is then one option among its colours (decision 027).
 * Columns written out: in a select from one table drizzle leaves them unqualified, and inside the subquery "id" would
 * be the colour's.
 */
export const hasColoursOnSale = () =>
  sql<boolean>`exists (select 1 from product_variants v where v.product_id = "products"."id" and v.is_active)`;

export interface SellableItem {
  productId: number;
  variantId: number | null;
  name: string;
  /** The colour's name; null for the piece itself. */
  colorName: string | null;
  /** The option as the shop names it now (optionName): the colour, or the piece itself beside its colours. */
  optionName: string | null;
  unitPricePaise: number;
  stock: number;
}

/**
 * "Temple Jhumka (Ruby Red)": how an item is named in messages and the order summary; the piece itself beside its
 * colours by its option's name when it is known ("Temple Jhumka (Antique Gold)", decision 069).
 */
export const itemLabel = (item: Pick<SellableItem, "name" | "colorName"> & { optionName?: string | null }) =>
  nameWithOption(item.name, item.optionName ?? item.colorName);

/**
 * "You can order at most 10 of Temple Jhumka (Ruby Red) at a time.": the per-item cap (MAX_UNITS_PER_ITEM), naming
 * the item, for a cart line and an order alike.
 */
export const tooManyUnitsMessage = (item: Parameters<typeof itemLabel>[0], max: number) =>
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
    .select({
      id: products.id,
      name: products.name,
      colorName: products.colorName,
      hasColours: hasColoursOnSale(),
      price: products.price,
      stock: products.stock,
    })
    .from(products)
    .where(and(eq(products.id, productId), productOnSale()));
  if (!product) throw new NotFound("Product not found");
  if (variantId === null) {
    return {
      productId,
      variantId,
      name: product.name,
      colorName: null,
      optionName: optionName({ color_name: product.colorName, has_colours: product.hasColours }, null),
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
    optionName: variant.colorName,
    unitPricePaise: variant.price,
    stock: variant.stock,
  };
}
