// Shapes product rows (with their variants and media) into the API's Product, resolving media paths to URLs.
import type { Product, RelatedProduct } from "@mayil/core/catalogue/catalogue-schemas";
import { inLanguage } from "@mayil/core/catalogue/catalogue-translations";
import { totalStock } from "@mayil/core/catalogue/piece-options";
import type { TranslatedLanguage } from "@mayil/core/languages/languages";
import { Money, type Paise } from "@mayil/core/money/money";
import type { products } from "./catalogue-tables";

/** A product's photo or video as the catalogue query folds it in (JSON). */
export interface MediaJson {
  variantId: number | null;
  kind: "image" | "video";
  url: string;
}
/** A colour on sale as the catalogue query folds it in (JSON; price as text). */
export interface VariantJson {
  id: number;
  colorName: string;
  colorNameMl: string | null;
  colorNameHi: string | null;
  colorCode: string;
  price: string;
  stock: number;
}

/** A colour with its price read as paise (the JSON fold is raw SQL, so it is read at this edge) and its photos. */
type VariantRow = Omit<VariantJson, "price"> & { price: Paise; media: MediaJson[] };
type ProductRow = typeof products.$inferSelect & { media: MediaJson[]; variants: VariantRow[] };

/** Hangs each colour's photos on it; the product keeps its own (both already in display order). */
export function assembleProduct({
  product,
  variants,
  media,
}: {
  product: typeof products.$inferSelect;
  variants: VariantJson[];
  media: MediaJson[];
}): ProductRow {
  const variantMedia = new Map<number, MediaJson[]>();
  const own: MediaJson[] = [];
  for (const item of media) {
    if (item.variantId === null) {
      own.push(item);
      continue;
    }
    const list = variantMedia.get(item.variantId);
    if (list) list.push(item);
    else variantMedia.set(item.variantId, [item]);
  }
  return {
    ...product,
    media: own,
    variants: variants.map((variant) => ({
      ...variant,
      price: Money.fromDatabase(variant.price),
      media: variantMedia.get(variant.id) ?? [],
    })),
  };
}

/** Stored paths are relative to the shop's media folder; links elsewhere (videos) stay as they are. */
export const mediaUrl = (stored: string) => (/^https?:\/\//.test(stored) ? stored : `/media/${stored}`);

const urlsOf = (media: MediaJson[], kind: MediaJson["kind"]) =>
  media.filter((m) => m.kind === kind).map((m) => mediaUrl(m.url));

const isoTime = (value: string) => new Date(value).toISOString();

/** The API's form of a price ("499.00"). */
const rupees = (paise: Paise) => Money.toWire(paise);

/** The product as the shop shows it, its names and description in `language` (English where none was given). */
export function toProduct(row: ProductRow, language?: TranslatedLanguage): Product {
  const images = urlsOf(row.media, "image");
  // What a shopper can buy: the piece itself and every colour on sale (decision 027).
  const stock = totalStock(
    row.stock,
    row.variants.map((v) => v.stock),
  );
  return {
    id: row.id,
    name: inLanguage(row.name, { ml: row.nameMl, hi: row.nameHi }, language),
    slug: row.slug,
    price: rupees(row.price),
    description: inLanguage(row.description, { ml: row.descriptionMl, hi: row.descriptionHi }, language),
    quantity: stock,
    stock,
    image: images[0] ?? null,
    images,
    videos: urlsOf(row.media, "video"),
    category_id: row.categoryId,
    subcategory_id: row.subcategoryId,
    has_variants: row.variants.length > 0,
    variants: row.variants.map((v) => ({
      id: v.id,
      color_name: inLanguage(v.colorName, { ml: v.colorNameMl, hi: v.colorNameHi }, language),
      color_code: v.colorCode,
      price: rupees(v.price),
      stock_quantity: v.stock,
      quantity: v.stock,
      images: urlsOf(v.media, "image"),
      videos: urlsOf(v.media, "video"),
    })),
    // Her Malayalam or Hindi for the piece's own colour, else the English one (null: "As shown").
    color_name: (language && { ml: row.colorNameMl, hi: row.colorNameHi }[language]) || row.colorName,
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
