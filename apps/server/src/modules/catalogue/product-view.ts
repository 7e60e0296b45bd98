// Shapes product rows (with their variants and media) into the API's Product, resolving media paths to URLs.
import type { Product, RelatedProduct } from "@mayil/core/catalogue-schemas";
import { paiseToDecimal, toPaise } from "@mayil/core/money";
import type { productMedia, products, productVariants } from "../../db/schema";

type MediaRow = typeof productMedia.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect & { media: MediaRow[] };
type ProductRow = typeof products.$inferSelect & { media: MediaRow[]; variants: VariantRow[] };

/** Hangs variants and media (each already in display order) on their products, in one pass over each list. */
export function assembleProducts(
  rows: Array<typeof products.$inferSelect>,
  variants: Array<typeof productVariants.$inferSelect>,
  media: MediaRow[],
): ProductRow[] {
  const ownMedia = new Map<number, MediaRow[]>();
  const variantMedia = new Map<number, MediaRow[]>();
  for (const item of media) {
    const [map, key] = item.variantId === null ? [ownMedia, item.productId] : [variantMedia, item.variantId];
    const list = map.get(key);
    if (list) list.push(item);
    else map.set(key, [item]);
  }
  const variantsOf = new Map<number, VariantRow[]>();
  for (const variant of variants) {
    const withMedia = { ...variant, media: variantMedia.get(variant.id) ?? [] };
    const list = variantsOf.get(variant.productId);
    if (list) list.push(withMedia);
    else variantsOf.set(variant.productId, [withMedia]);
  }
  return rows.map((row) => ({ ...row, media: ownMedia.get(row.id) ?? [], variants: variantsOf.get(row.id) ?? [] }));
}

/** Stored paths are relative to the shop's media folder; links elsewhere (videos) stay as they are. */
export const mediaUrl = (stored: string) => (/^https?:\/\//.test(stored) ? stored : `/media/${stored}`);

const urlsOf = (media: MediaRow[], kind: MediaRow["kind"]) =>
  media.filter((m) => m.kind === kind).map((m) => mediaUrl(m.url));

const isoTime = (value: string) => new Date(value).toISOString();

/** Nested rows arrive through JSON, where numeric(10,2) loses its trailing zeros: put them back. */
const rupees = (value: string | number) => paiseToDecimal(toPaise(value));

export function toProduct(row: ProductRow): Product {
  const images = urlsOf(row.media, "image");
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    price: rupees(row.price),
    description: row.description,
    quantity: row.stock,
    stock: row.stock,
    image: images[0] ?? null,
    images,
    videos: urlsOf(row.media, "video"),
    category_id: row.categoryId,
    subcategory_id: row.subcategoryId,
    has_variants: row.variants.length > 0,
    variants: row.variants.map((v) => ({
      id: v.id,
      color_name: v.colorName,
      color_code: v.colorCode,
      price: rupees(v.price),
      stock_quantity: v.stock,
      quantity: v.stock,
      images: urlsOf(v.media, "image"),
      videos: urlsOf(v.media, "video"),
    })),
    color_name: row.colorName,
    color_code: row.colorCode,
    created_at: isoTime(row.createdAt),
  };
}

export function toRelatedProduct(product: Product, relation: RelatedProduct["relation"]): RelatedProduct {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    image: product.image,
    images: product.images,
    color_name: product.color_name,
    color_code: product.color_code,
    price: product.price,
    stock_quantity: product.quantity,
    relation,
  };
}
