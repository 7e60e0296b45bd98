// One product as the owner's desk shows it: archived or not, its colours on sale, photos with their ids, videos and
// the slugs it had before a rename.

import type { OwnerImage, OwnerProduct } from "@mayil/core/catalogue/owner-catalogue-schemas";
import { totalStock } from "@mayil/core/catalogue/piece-options";
import { Money, type Paise } from "@mayil/core/money/money";
import { asc, eq } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { NotFound } from "../../domain-errors";
import { productMedia, productOldSlugs, products, productVariants } from "./catalogue-tables";
import { mediaUrl } from "./product-view";

/** A price as the API writes rupees: "499.00". */
export const rupeesOf = (paise: Paise) => Money.toWire(paise);

export const productNotFound = () => new NotFound("Product not found");

/** The product with everything the desk edits; 404 when there is no such product. */
export async function ownerProduct(db: Database | Transaction, productId: number): Promise<OwnerProduct> {
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  if (!product) throw productNotFound();
  // One after another: inside a transaction the queries share one connection, which runs one at a time anyway.
  const everyColour = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  const colours = everyColour.filter((colour) => colour.isActive);
  const media = await db
    .select()
    .from(productMedia)
    .where(eq(productMedia.productId, productId))
    .orderBy(asc(productMedia.position), asc(productMedia.id));
  const oldSlugs = await db
    .select({ slug: productOldSlugs.slug })
    .from(productOldSlugs)
    .where(eq(productOldSlugs.productId, productId))
    .orderBy(asc(productOldSlugs.createdAt), asc(productOldSlugs.slug));
  const images = media.filter((item) => item.kind === "image");
  const imagesOf = (variantId: number | null): OwnerImage[] =>
    images
      .filter((image) => image.variantId === variantId)
      .map((image) => ({
        id: image.id,
        url: mediaUrl(image.url),
        variant_id: image.variantId,
        position: image.position,
      }));
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    old_slugs: oldSlugs.map((row) => row.slug),
    description: product.description,
    name_ml: product.nameMl,
    name_hi: product.nameHi,
    description_ml: product.descriptionMl,
    description_hi: product.descriptionHi,
    color_name: product.colorName,
    color_name_ml: product.colorNameMl,
    color_name_hi: product.colorNameHi,
    price: rupeesOf(product.price),
    stock: product.stock,
    total_stock: totalStock(
      product.stock,
      colours.map((colour) => colour.stock),
    ),
    category_id: product.categoryId,
    subcategory_id: product.subcategoryId,
    featured: product.featured,
    archived: !product.isActive,
    draft: product.isDraft,
    videos: media.filter((item) => item.kind === "video" && item.variantId === null).map((item) => mediaUrl(item.url)),
    images: imagesOf(null),
    variants: colours.map((colour) => ({
      id: colour.id,
      color_name: colour.colorName,
      color_name_ml: colour.colorNameMl,
      color_name_hi: colour.colorNameHi,
      color_code: colour.colorCode,
      price: rupeesOf(colour.price),
      stock: colour.stock,
      position: colour.position,
      images: imagesOf(colour.id),
    })),
    removed_variants: everyColour
      .filter((colour) => !colour.isActive)
      .map((colour) => ({ id: colour.id, color_name: colour.colorName, color_code: colour.colorCode })),
    created_at: new Date(product.createdAt).toISOString(),
  };
}
