// Puts a prepared photo in the media store and takes it out again once no product, colour, category or subcategory
// names it, inside the transaction that writes the row naming it, so no row ever names a photo that is not stored.
import { eq, sql } from "drizzle-orm";
import type { Transaction } from "../../db/database";
import { type DatabaseMediaStore, isOriginalMediaKey, lockMediaKey, mediaKeyFor, type PreparedPhoto } from "../media";
import { categories, productMedia, subcategories } from "./catalogue-tables";

/**
 * Stores the photo and its resized copies in `tx`; returns the key the row should name. The key's lock is held to the
 * end of `tx`, so a delete of the same photo elsewhere (the same bytes uploaded to two products) cannot remove it
 * between this insert and the commit of the row that names it.
 */
export async function storePhoto(tx: Transaction, store: DatabaseMediaStore, photo: PreparedPhoto): Promise<string> {
  const key = mediaKeyFor(photo.webp, "image/webp");
  await lockMediaKey(tx, key);
  await store.put(photo.webp, "image/webp", tx);
  for (const copy of photo.copies) await store.putResized(key, copy.width, copy.webp, tx);
  return key;
}

/**
 * Removes the photo under `key` (and its copies) when, the calling transaction's own changes included, no product
 * media, category or subcategory row names it any more. Demo art and links elsewhere are not in the store: left alone.
 */
export async function releasePhoto(tx: Transaction, store: DatabaseMediaStore, key: string | null): Promise<void> {
  if (key === null || !isOriginalMediaKey(key)) return;
  // Taken before looking, so a transaction adding a row that names it either committed already (and is seen) or
  // waits for this one and stores the photo again.
  await lockMediaKey(tx, key);
  const result = await tx.execute(sql`select
      exists (select 1 from ${productMedia} where ${eq(productMedia.url, key)})
      or exists (select 1 from ${categories} where ${eq(categories.image, key)})
      or exists (select 1 from ${subcategories} where ${eq(subcategories.image, key)}) as named`);
  if ((result as unknown as { rows: { named: boolean }[] }).rows[0]?.named) return;
  await store.delete(key, tx);
}
