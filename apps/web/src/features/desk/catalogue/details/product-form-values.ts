// The product form's values as the owner types them, and what they become for the API: a new product's body, or
// only the fields she changed on an existing one (so saving a new price never touches the name and its link).

import type { OwnerProduct } from "@mayil/core/catalogue/owner-catalogue-schemas";
import { Money } from "@mayil/core/money/money";
import { rupeesText, typedPaise } from "../../../../lib/desk/order-lines";
import type { NewProductBody, ProductChanges } from "../queries/use-owner-product";

/** The most units one product or colour may hold (the server's MAX_STOCK; its schema module is not loaded here). */
export const MOST_STOCK = 100_000;

export interface ProductFormValues {
  name: string;
  description: string;
  /** Rupees as typed, e.g. "1299" or "1299.50". */
  price: string;
  /** Ids as the selects hold them; "" for none chosen. */
  category_id: string;
  subcategory_id: string;
  featured: boolean;
  /** One link per line. */
  videos: string;
  /** The opening count (a new product only). */
  stock: string;
  /** Her Malayalam and Hindi name and description; empty: the shop shows the English (decision 084). */
  name_ml: string;
  name_hi: string;
  description_ml: string;
  description_hi: string;
  /** Her Malayalam and Hindi for the piece's own colour; empty: the English one (or "As shown") shows. */
  color_name_ml: string;
  color_name_hi: string;
}

/** The translated fields, as the form and the API both name them. */
export const TRANSLATED_PRODUCT_FIELDS = [
  "name_ml",
  "name_hi",
  "description_ml",
  "description_hi",
  "color_name_ml",
  "color_name_hi",
] as const;

export const emptyProduct: ProductFormValues = {
  name: "",
  description: "",
  price: "",
  category_id: "",
  subcategory_id: "",
  featured: false,
  videos: "",
  stock: "0",
  name_ml: "",
  name_hi: "",
  description_ml: "",
  description_hi: "",
  color_name_ml: "",
  color_name_hi: "",
};

export function productFormValues(product: OwnerProduct): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: rupeesText(typedPaise(product.price) ?? 0),
    category_id: String(product.category_id),
    subcategory_id: product.subcategory_id === null ? "" : String(product.subcategory_id),
    featured: product.featured,
    videos: product.videos.join("\n"),
    stock: String(product.stock),
    name_ml: product.name_ml ?? "",
    name_hi: product.name_hi ?? "",
    description_ml: product.description_ml ?? "",
    description_hi: product.description_hi ?? "",
    color_name_ml: product.color_name_ml ?? "",
    color_name_hi: product.color_name_hi ?? "",
  };
}

/** The links, one per line, blank lines dropped. */
export const videoLinks = (typed: string) =>
  typed
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** "1299" → "1299.00"; the typed text itself when it is not an amount, so the server's message names the field. */
const priceText = (typed: string) => {
  const paise = typedPaise(typed);
  return paise === null ? typed.trim() : Money.toWire(paise);
};

const idOrNull = (typed: string) => (typed === "" ? null : Number(typed));

/** A whole count as typed, or null when it is not one. */
export function typedCount(typed: string): number | null {
  const text = typed.trim();
  if (!/^\d+$/.test(text)) return null;
  const count = Number(text);
  return count <= MOST_STOCK ? count : null;
}

export function newProductBody(values: ProductFormValues): NewProductBody {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    price: priceText(values.price),
    // A category is required by the form's own check before this runs.
    category_id: Number(values.category_id),
    subcategory_id: idOrNull(values.subcategory_id),
    featured: values.featured,
    videos: videoLinks(values.videos),
    stock: typedCount(values.stock) ?? 0,
    // Empty is none: the server keeps null, and the shop shows the English.
    ...Object.fromEntries(TRANSLATED_PRODUCT_FIELDS.map((field) => [field, values[field].trim() || null])),
  };
}

type DirtyFields = Partial<Record<keyof ProductFormValues, boolean | undefined>>;

/** Only what the owner changed (the stock is never among them: it changes through the stock ledger's adjustments). */
export function productChanges(values: ProductFormValues, dirty: DirtyFields): ProductChanges {
  const changes: ProductChanges = {};
  if (dirty.name) changes.name = values.name.trim();
  if (dirty.description) changes.description = values.description.trim();
  if (dirty.price) changes.price = priceText(values.price);
  if (dirty.category_id) changes.category_id = Number(values.category_id);
  // A new category may not hold the old subcategory: the select was emptied with it, and it is sent along.
  if (dirty.subcategory_id || dirty.category_id) changes.subcategory_id = idOrNull(values.subcategory_id);
  if (dirty.featured) changes.featured = values.featured;
  if (dirty.videos) changes.videos = videoLinks(values.videos);
  // An emptied one is sent as null: she took it away, and the English shows again.
  for (const field of TRANSLATED_PRODUCT_FIELDS) if (dirty[field]) changes[field] = values[field].trim() || null;
  return changes;
}
