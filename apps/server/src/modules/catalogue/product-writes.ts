// The owner adds a product and changes it: name (a new slug, the old one kept as a link), price, place in the shop,
// videos, featured, archived, and a counted stock that enters the ledger. Nothing is ever deleted: an archived
// product stays for the orders that hold it.
import type { CreateProductBody, OwnerProduct, UpdateProductBody } from "@mayil/core/catalogue/owner-catalogue-schemas";
import { and, eq, isNull } from "drizzle-orm";
import type { Transaction } from "../../db/database";
import { transactionWithRetry } from "../../db/transaction";
import { adjustStock } from "../stock";
import { productMedia, productOldSlugs, products } from "./catalogue-tables";
import type { CatalogueEditor, OwnerProductContext } from "./owner-product-context";
import { ownerProduct, productNotFound } from "./owner-product-view";
import { checkPlacement } from "./product-placement";
import { uniqueProductSlug } from "./product-slugs";

/**
 * Adds a product: a draft unless the body says otherwise (a new piece has no photo yet, and waits until she adds one
 * and publishes it); its opening stock is the first ledger row ("opening", by the owner).
 */
export async function createProduct(
  context: OwnerProductContext,
  editor: CatalogueEditor,
  body: CreateProductBody,
): Promise<OwnerProduct> {
  const product = await transactionWithRetry(context.db, async (tx) => {
    await checkPlacement(tx, body.category_id, body.subcategory_id);
    const [row] = await tx
      .insert(products)
      .values({
        name: body.name,
        slug: await uniqueProductSlug(tx, body.name),
        description: body.description,
        nameMl: body.name_ml ?? null,
        nameHi: body.name_hi ?? null,
        descriptionMl: body.description_ml ?? null,
        descriptionHi: body.description_hi ?? null,
        colorNameMl: body.color_name_ml ?? null,
        colorNameHi: body.color_name_hi ?? null,
        price: body.price,
        // Counted in by the ledger below, never written here: the sum of its rows must equal it.
        stock: 0,
        categoryId: body.category_id,
        subcategoryId: body.subcategory_id,
        featured: body.featured,
        isDraft: body.draft,
      })
      .returning({ id: products.id });
    if (!row) throw new Error("the new product was not returned");
    await replaceVideos(tx, row.id, body.videos);
    if (body.stock > 0) {
      await adjustStock(tx, { productId: row.id, variantId: null }, body.stock, {
        reason: "opening",
        byUserId: editor.userId,
      });
    }
    context.events.publish(tx, { name: "catalogue-changed" });
    return ownerProduct(tx, row.id);
  });
  return product;
}

/** Changes what the body names; `stock` is the counted number, its difference a "correction" in the ledger. */
export async function updateProduct(
  context: OwnerProductContext,
  editor: CatalogueEditor,
  productId: number,
  body: UpdateProductBody,
): Promise<OwnerProduct> {
  const product = await transactionWithRetry(context.db, async (tx) => {
    // Lock 3 of the shop's lock order (db/lock-order.ts): the stock count below is read under it.
    const [current] = await tx.select().from(products).where(eq(products.id, productId)).for("no key update");
    if (!current) throw productNotFound();
    const changes: Partial<typeof products.$inferInsert> = {};

    if (body.category_id !== undefined || body.subcategory_id !== undefined) {
      const categoryId = body.category_id ?? current.categoryId;
      // Moved to another category without naming a subcategory: the old one belongs to the old category.
      const subcategoryId =
        body.subcategory_id !== undefined
          ? body.subcategory_id
          : categoryId === current.categoryId
            ? current.subcategoryId
            : null;
      await checkPlacement(tx, categoryId, subcategoryId);
      changes.categoryId = categoryId;
      changes.subcategoryId = subcategoryId;
    }
    if (body.name !== undefined && body.name !== current.name) {
      changes.name = body.name;
      const slug = await uniqueProductSlug(tx, body.name, productId);
      if (slug !== current.slug) {
        changes.slug = slug;
        await keepOldSlug(tx, productId, current.slug, slug);
      }
    }
    if (body.description !== undefined) changes.description = body.description;
    // Her Malayalam and Hindi: left out stays as it is, null (or empty) takes it away so the English shows.
    if (body.name_ml !== undefined) changes.nameMl = body.name_ml;
    if (body.name_hi !== undefined) changes.nameHi = body.name_hi;
    if (body.description_ml !== undefined) changes.descriptionMl = body.description_ml;
    if (body.description_hi !== undefined) changes.descriptionHi = body.description_hi;
    if (body.color_name_ml !== undefined) changes.colorNameMl = body.color_name_ml;
    if (body.color_name_hi !== undefined) changes.colorNameHi = body.color_name_hi;
    if (body.price !== undefined) changes.price = body.price;
    if (body.featured !== undefined) changes.featured = body.featured;
    if (body.archived !== undefined) changes.isActive = !body.archived;
    if (body.draft !== undefined) changes.isDraft = body.draft;
    if (Object.keys(changes).length > 0) await tx.update(products).set(changes).where(eq(products.id, productId));

    if (body.videos !== undefined) await replaceVideos(tx, productId, body.videos);
    if (body.stock !== undefined && body.stock !== current.stock) {
      await adjustStock(tx, { productId, variantId: null }, body.stock - current.stock, {
        reason: "correction",
        byUserId: editor.userId,
      });
    }
    context.events.publish(tx, { name: "catalogue-changed" });
    return ownerProduct(tx, productId);
  });
  return product;
}

/**
 * Records the slug a rename gives up, so /product/{old slug} keeps finding the product. A slug the product had
 * before and takes again is current once more, not old.
 */
async function keepOldSlug(tx: Transaction, productId: number, oldSlug: string, newSlug: string) {
  await tx
    .delete(productOldSlugs)
    .where(and(eq(productOldSlugs.slug, newSlug), eq(productOldSlugs.productId, productId)));
  await tx
    .insert(productOldSlugs)
    .values({ slug: oldSlug, productId })
    .onConflictDoUpdate({ target: productOldSlugs.slug, set: { productId } });
}

/** The product's own video links, in the order given (product_media rows of kind video). */
async function replaceVideos(tx: Transaction, productId: number, videos: string[]) {
  await tx
    .delete(productMedia)
    .where(and(eq(productMedia.productId, productId), isNull(productMedia.variantId), eq(productMedia.kind, "video")));
  if (videos.length === 0) return;
  await tx
    .insert(productMedia)
    .values(videos.map((url, position) => ({ productId, kind: "video" as const, url, position })));
}
