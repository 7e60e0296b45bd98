// The lead photo of each product or colour a line names (an order's, on the desk): the colour's own first photo, else
// the product's, read once for all the lines after their rows, so no one else joins the catalogue's photos.
import { and, asc, eq, inArray, isNull, or } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { productMedia } from "./catalogue-tables";
import { optionKey } from "./options-now";
import { mediaUrl } from "./product-view";

/**
 * Each option's lead photo as an address, keyed by optionKey; null where neither the colour nor its product has a
 * photo. A photo's place (position, then id) says which is first.
 */
export async function leadPhotos(
  db: Database | Transaction,
  lines: { productId: number; variantId: number | null }[],
): Promise<Map<string, string | null>> {
  const leads = new Map<string, string | null>();
  const productIds = [...new Set(lines.map((line) => line.productId))];
  if (productIds.length === 0) return leads;
  const variantIds = [...new Set(lines.flatMap((line) => (line.variantId === null ? [] : [line.variantId])))];
  const photos = await db
    .select({ productId: productMedia.productId, variantId: productMedia.variantId, url: productMedia.url })
    .from(productMedia)
    .where(
      and(
        inArray(productMedia.productId, productIds),
        eq(productMedia.kind, "image"),
        or(isNull(productMedia.variantId), variantIds.length ? inArray(productMedia.variantId, variantIds) : undefined),
      ),
    )
    .orderBy(asc(productMedia.position), asc(productMedia.id));
  for (const { productId, variantId } of lines) {
    const own = photos.find((photo) => photo.variantId !== null && photo.variantId === variantId);
    const product = photos.find((photo) => photo.variantId === null && photo.productId === productId);
    const photo = own ?? product;
    leads.set(optionKey(productId, variantId), photo ? mediaUrl(photo.url) : null);
  }
  return leads;
}
