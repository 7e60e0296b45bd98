// The owner's photos of a product and of its colours: add one from the phone, put them in order (the first is the
// main photo), remove one. Each change commits the photo rows and the stored photo together, then is announced.
import type { OwnerProduct } from "@mayil/core/catalogue/owner-catalogue-schemas";
import { and, asc, eq, isNull, max, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { lockStockRows } from "../../db/lock-order";
import { transactionWithRetry } from "../../db/transaction";
import { Conflict, InvalidInput, NotFound } from "../../domain-errors";
import type { ShopEvents } from "../../events/event-bus";
import type { DatabaseMediaStore, PreparedPhoto } from "../media";
import { releasePhoto, storePhoto } from "./catalogue-photos";
import { productMedia, products, productVariants } from "./catalogue-tables";
import { ownerProduct } from "./owner-product-view";

/** Enough for every angle of a piece; a limit so a stuck upload button cannot fill the database. */
export const MAX_PHOTOS_PER_PRODUCT = 20;

export interface CatalogueWriter {
  db: Database;
  store: DatabaseMediaStore;
  /** Where a change is told once committed: every process's catalogue cache forgets (decisions 009, 077). */
  events: ShopEvents;
}

export class ProductPhotos {
  constructor(private readonly catalogue: CatalogueWriter) {}

  /** Fails fast (404) before a photo is decoded for a product that is not there. */
  async checkProduct(productId: number): Promise<void> {
    const [found] = await this.catalogue.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId));
    if (!found) throw new NotFound("Product not found");
  }

  /** Adds the photo last among the product's own photos, or among one colour's when `variantId` is given. */
  async add(productId: number, variantId: number | null, photo: PreparedPhoto): Promise<OwnerProduct> {
    return this.change(productId, async (tx) => {
      if (variantId !== null) await this.checkColour(tx, productId, variantId);
      const group = and(
        eq(productMedia.productId, productId),
        eq(productMedia.kind, "image"),
        variantId === null ? isNull(productMedia.variantId) : eq(productMedia.variantId, variantId),
      );
      const [count] = await tx
        .select({ photos: sql<number>`count(*)::int`, last: max(productMedia.position) })
        .from(productMedia)
        .where(group);
      if ((count?.photos ?? 0) >= MAX_PHOTOS_PER_PRODUCT) {
        throw new Conflict(
          `${variantId === null ? "This product" : "This colour"} already has ${MAX_PHOTOS_PER_PRODUCT} photos: remove one first`,
        );
      }
      const key = await storePhoto(tx, this.catalogue.store, photo);
      await tx.insert(productMedia).values({
        productId,
        variantId,
        kind: "image",
        url: key,
        position: count?.last === null || count?.last === undefined ? 0 : count.last + 1,
      });
    });
  }

  /**
   * Puts the product's own photos, or one colour's, in the order given: every photo of that set, each once. The first
   * becomes the main photo (position 0).
   */
  async reorder(productId: number, imageIds: number[]): Promise<OwnerProduct> {
    return this.change(productId, async (tx) => {
      const photos = await this.photosOf(tx, productId);
      const named = imageIds.map((id) => photos.find((photo) => photo.id === id));
      const missing = imageIds.find((_id, i) => !named[i]);
      if (missing !== undefined)
        throw new InvalidInput(`image_ids: ${missing} is not a photo of this product`, "image_ids");
      if (new Set(imageIds).size !== imageIds.length) {
        throw new InvalidInput("image_ids must name each photo once", "image_ids");
      }
      const variantId = named[0]?.variantId ?? null;
      if (named.some((photo) => (photo?.variantId ?? null) !== variantId)) {
        throw new InvalidInput(
          "image_ids must all be the product's own photos, or all photos of one colour",
          "image_ids",
        );
      }
      const set = photos.filter((photo) => photo.variantId === variantId);
      if (set.length !== imageIds.length) {
        throw new InvalidInput(
          `image_ids must list all ${set.length} photos of ${variantId === null ? "the product" : "the colour"}, in their new order`,
          "image_ids",
        );
      }
      await this.number(tx, imageIds);
    });
  }

  /** Removes one photo; the photo itself leaves the store when nothing else shows it. */
  async remove(productId: number, imageId: number): Promise<OwnerProduct> {
    return this.change(productId, async (tx) => {
      const photos = await this.photosOf(tx, productId);
      const photo = photos.find((p) => p.id === imageId);
      if (!photo) throw new NotFound("Photo not found");
      await tx.delete(productMedia).where(eq(productMedia.id, imageId));
      // The rest keep their order from 0, so the first is still the main photo.
      await this.number(
        tx,
        photos.filter((p) => p.variantId === photo.variantId && p.id !== imageId).map((p) => p.id),
      );
      await releasePhoto(tx, this.catalogue.store, photo.url);
    });
  }

  /**
   * One change of a product's photos: under the product's lock (the shop's lock order, db/lock-order.ts), so two
   * changes of one product's photos happen one after the other; announced once committed.
   */
  private async change(productId: number, work: (tx: Transaction) => Promise<void>): Promise<OwnerProduct> {
    const product = await transactionWithRetry(this.catalogue.db, async (tx) => {
      await lockStockRows(tx, [productId], []);
      const [locked] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
      if (!locked) throw new NotFound("Product not found");
      await work(tx);
      this.catalogue.events.publish(tx, { name: "catalogue-changed" });
      return ownerProduct(tx, productId);
    });
    return product;
  }

  private async checkColour(tx: Transaction, productId: number, variantId: number): Promise<void> {
    const [colour] = await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(
        and(
          eq(productVariants.id, variantId),
          eq(productVariants.productId, productId),
          eq(productVariants.isActive, true),
        ),
      );
    if (!colour) throw new InvalidInput(`variant_id ${variantId} is not a colour of this product`, "variant_id");
  }

  private photosOf(tx: Transaction, productId: number) {
    return tx
      .select({ id: productMedia.id, variantId: productMedia.variantId, url: productMedia.url })
      .from(productMedia)
      .where(and(eq(productMedia.productId, productId), eq(productMedia.kind, "image")))
      .orderBy(asc(productMedia.position), asc(productMedia.id));
  }

  /** Positions 0, 1, 2… in the order of `ids`. */
  private async number(tx: Transaction, ids: number[]): Promise<void> {
    for (const [position, id] of ids.entries()) {
      await tx.update(productMedia).set({ position }).where(eq(productMedia.id, id));
    }
  }
}
