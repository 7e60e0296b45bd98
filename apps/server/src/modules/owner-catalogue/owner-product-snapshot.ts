// One product as the owner's desk reads it (OwnerProduct): its colours on sale, its photos in order, its old slugs.
// The photo routes answer with it after each change.

import { paiseToDecimal, toPaise } from "@mayil/core/money";
import type { OwnerImage, OwnerProduct } from "@mayil/core/owner-catalogue-schemas";
import { and, asc, eq } from "drizzle-orm";
import { productOldSlugs } from "../../db/back-office-schema";
import type { Database, Transaction } from "../../db/database";
import { productMedia, products, productVariants } from "../../db/schema";
import { NotFound } from "../../domain-errors";
import { mediaUrl } from "../catalogue/product-view";

export async function ownerProductSnapshot(db: Database | Transaction, productId: number): Promise<OwnerProduct> {
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  if (!product) throw new NotFound("Product not found");
  // One query after another: inside a transaction they share one connection.
  const variants = await db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.isActive, true)))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
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
  const images = media.filter((m) => m.kind === "image");
  const imagesOf = (variantId: number | null): OwnerImage[] =>
    images
      .filter((m) => m.variantId === variantId)
      .map((m) => ({ id: m.id, url: mediaUrl(m.url), variant_id: m.variantId, position: m.position }));
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    old_slugs: oldSlugs.map((row) => row.slug),
    description: product.description,
    price: rupees(product.price),
    stock: product.stock,
    category_id: product.categoryId,
    subcategory_id: product.subcategoryId,
    featured: product.featured,
    archived: !product.isActive,
    videos: media.filter((m) => m.kind === "video" && m.variantId === null).map((m) => mediaUrl(m.url)),
    images: imagesOf(null),
    variants: variants.map((v) => ({
      id: v.id,
      color_name: v.colorName,
      color_code: v.colorCode,
      price: rupees(v.price),
      stock: v.stock,
      position: v.position,
      images: imagesOf(v.id),
    })),
    created_at: new Date(product.createdAt).toISOString(),
  };
}

const rupees = (value: string) => paiseToDecimal(toPaise(value));
