// The owner's catalogue over the API (/api/owner/...): products, colours, photos, categories, the stock ledger and the
// products spreadsheet. Owners only (401 without a token, 403 for a shopper).
import { z } from "zod";
import { isPlainText } from "../account/account-schemas";
import { recordId, recordIdFromText } from "../api/record-id";
import { wholeNumber } from "../orders/owner-schemas";
import { rupees } from "../shopping/shopping-schemas";
import { hiddenCharacterMessage, isTypedText } from "../text/single-line-text";
import { text } from "../text/well-formed-text";
import { paginationSchema } from "./catalogue-schemas";
import {
  translatedDescription,
  translatedDescriptionBody,
  translatedDescriptionsRead,
  translatedName,
  translatedNameBody,
  translatedNamesRead,
} from "./catalogue-translations";
import { productPrice } from "./product-price";
import { embeddableVideo, VIDEO_LINK_RULE } from "./video-links";

/** The most units one product or colour may hold: far above a small shop's count, well inside an integer. */
export const MAX_STOCK = 100_000;

export const requiredText = (name: string, maxLength: number) =>
  text({ error: `${name} is required` })
    .trim()
    .min(1, { error: `${name} is required` })
    .max(maxLength, { error: `${name} must be at most ${maxLength} characters` })
    // Names and colours go into the shop's messages (order summaries, receipts): typed characters only.
    .refine((text) => isTypedText(text), { error: hiddenCharacterMessage(name) });

/**
 * The piece's own colour name: what the shop calls the piece itself beside its colours (decision 069). Named by the
 * field that carries it, so its messages name it as the owner typed it.
 */
export const ownColourName = (field: string) => requiredText(field, 60);

/**
 * The piece's own colour name in Malayalam and Hindi as a new product's body takes them (decision 084): as long as the
 * English one may be; left out or empty, the English one (or "As shown") shows.
 */
const ownColourNamesBody = () => ({
  color_name_ml: translatedName("color_name_ml", 60).optional(),
  color_name_hi: translatedName("color_name_hi", 60).optional(),
});

export const description = text({ error: "description must be text" })
  .trim()
  .max(5000, { error: "description must be at most 5000 characters" })
  .refine((text) => isPlainText(text, true), { error: "description must not contain control characters" });

const stockCount = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .min(0, { error: `${name} cannot be below 0` })
    .max(MAX_STOCK, { error: `${name} can be at most ${MAX_STOCK}` });

/** "#b0122b": the swatch a shopper sees beside the colour's name. */
export const colourCode = text({ error: "color_code is required" })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'color_code must be a colour like "#b0122b"' })
  .transform((code) => code.toLowerCase());

/** One product video link as the owner saves it: https://, and one the product page plays (video-links.ts). */
export const videoLink = text({ error: "each video must be a link starting with https://" })
  .trim()
  .max(2000, { error: "each video link must be at most 2000 characters" })
  .refine((url) => url.startsWith("https://"), { error: "each video must be a link starting with https://" })
  .refine((url) => embeddableVideo(url) !== null, { error: `each video ${VIDEO_LINK_RULE}` });

/** Video links the product page plays: YouTube, Vimeo, Instagram or a video file. */
const videoLinks = z
  .array(videoLink, { error: "videos must be a list of links" })
  .max(10, { error: "A product can have at most 10 videos" });

// ---- What the desk reads -----------------------------------------------------------------------

export const ownerImageSchema = z
  .object({
    id: z.number().int(),
    url: text().describe("/media/{key}: the photo as stored"),
    variant_id: z.number().int().nullable().describe("The colour it shows; null for the product's own photos"),
    position: z.number().int().describe("0 is the main photo"),
  })
  .meta({ id: "OwnerImage" });
export type OwnerImage = z.infer<typeof ownerImageSchema>;

export const ownerVariantSchema = z
  .object({
    id: z.number().int(),
    color_name: text(),
    color_name_ml: text().nullable().describe("The colour's name in Malayalam; null: the English one shows"),
    color_name_hi: text().nullable().describe("The colour's name in Hindi; null: the English one shows"),
    color_code: text(),
    price: rupees,
    stock: z.number().int(),
    position: z.number().int(),
    images: z.array(ownerImageSchema),
  })
  .meta({ id: "OwnerVariant" });
export type OwnerVariant = z.infer<typeof ownerVariantSchema>;

export const ownerProductSchema = z
  .object({
    id: z.number().int(),
    name: text(),
    slug: text(),
    old_slugs: z.array(text()).describe("Slugs it had before a rename; /product/{old slug} still finds it"),
    description: text(),
    ...translatedNamesRead,
    ...translatedDescriptionsRead,
    color_name: text()
      .nullable()
      .describe(
        'The piece\'s own colour name: what the shop calls the piece itself beside its colours; null: "As shown"',
      ),
    color_name_ml: text()
      .nullable()
      .describe('The piece\'s own colour name in Malayalam; null: the English one (or "As shown") shows'),
    color_name_hi: text()
      .nullable()
      .describe('The piece\'s own colour name in Hindi; null: the English one (or "As shown") shows'),
    price: rupees,
    stock: z
      .number()
      .int()
      .describe("The piece's own count: with colours, the first option a shopper can choose (decision 027)"),
    total_stock: z
      .number()
      .int()
      .describe("What the shop shows and a shopper can buy: its own count plus its colours' on sale"),
    category_id: z.number().int(),
    subcategory_id: z.number().int().nullable(),
    featured: z.boolean(),
    archived: z.boolean().describe("Hidden from shoppers; kept for the orders that hold it"),
    draft: z
      .boolean()
      .describe("Not on sale yet: hidden from every shopper list, search and page until the owner publishes it"),
    videos: z.array(text()),
    images: z.array(ownerImageSchema).describe("The product's own photos, main first"),
    variants: z.array(ownerVariantSchema).describe("Its colours on sale, in display order"),
    removed_variants: z
      .array(z.object({ id: z.number().int(), color_name: text(), color_code: text() }))
      .describe("Colours taken off sale: they hold nothing, but their stock history can still be read"),
    created_at: text(),
  })
  .meta({ id: "OwnerProduct" });
export type OwnerProduct = z.infer<typeof ownerProductSchema>;

export const ownerProductSummarySchema = z
  .object({
    id: z.number().int(),
    name: text(),
    slug: text(),
    price: rupees.describe("The product's price (colours may differ)"),
    stock: z.number().int().describe("What the shop shows: its own count plus its colours' on sale"),
    low_stock: z.boolean().describe("Its stock as the shop shows it is at or below LOW_STOCK_THRESHOLD"),
    image: text().nullable(),
    category_id: z.number().int(),
    subcategory_id: z.number().int().nullable(),
    colour_count: z.number().int(),
    featured: z.boolean(),
    archived: z.boolean(),
    draft: z.boolean().describe("Not on sale until published"),
  })
  .meta({ id: "OwnerProductSummary" });
export type OwnerProductSummary = z.infer<typeof ownerProductSummarySchema>;

export const ownerProductListQuerySchema = z.object({
  q: text().trim().max(100, { error: "q must be at most 100 characters" }).optional(),
  category_id: recordIdFromText("category_id").optional(),
  status: z
    .enum(["on_sale", "draft", "archived", "all"], { error: "status must be one of on_sale, draft, archived, all" })
    .default("on_sale")
    .describe("on_sale: not archived (drafts included, marked draft); draft: drafts only; archived; all"),
  stock: z
    .enum(["low", "out"], { error: "stock must be one of low, out" })
    .optional()
    .describe(
      "low: its stock as the shop shows it (own count plus colours on sale) at or below LOW_STOCK_THRESHOLD; out: none left of it or any colour",
    ),
  page: wholeNumber("page", 1, 10_000).default(1),
  limit: wholeNumber("limit", 1, 100).default(30),
});
export type OwnerProductListQuery = z.output<typeof ownerProductListQuerySchema>;

export const ownerProductListResponseSchema = z.object({
  products: z.array(ownerProductSummarySchema).describe("Newest first"),
  pagination: paginationSchema,
  low_stock_threshold: z.number().int(),
});
export const ownerProductResponseSchema = z.object({ product: ownerProductSchema });

export const productIdParamsSchema = z.object({ id: recordIdFromText("id") });
export const variantParamsSchema = z.object({ id: recordIdFromText("id"), variantId: recordIdFromText("variantId") });
export const imageParamsSchema = z.object({ id: recordIdFromText("id"), imageId: recordIdFromText("imageId") });

// ---- What the desk sends -------------------------------------------------------------------------

export const createProductBodySchema = z.object({
  name: requiredText("name", 120),
  description: description.default(""),
  ...translatedNameBody(120),
  ...translatedDescriptionBody(),
  ...ownColourNamesBody(),
  price: productPrice("price"),
  category_id: recordId("category_id"),
  subcategory_id: recordId("subcategory_id")
    .nullish()
    .transform((id) => id ?? null),
  featured: z.boolean({ error: "featured must be true or false" }).default(false),
  videos: videoLinks.default([]),
  stock: stockCount("stock").default(0).describe("The opening count; entered in the stock ledger as 'opening'"),
  draft: z
    .boolean({ error: "draft must be true or false" })
    .default(true)
    .describe("A new piece has no photo yet: it waits as a draft until published (false puts it on sale at once)"),
});
export type CreateProductBody = z.output<typeof createProductBodySchema>;

export const updateProductBodySchema = z
  .object({
    name: requiredText("name", 120),
    description,
    name_ml: translatedName("name_ml", 120),
    name_hi: translatedName("name_hi", 120),
    description_ml: translatedDescription("description_ml"),
    description_hi: translatedDescription("description_hi"),
    color_name_ml: translatedName("color_name_ml", 60),
    color_name_hi: translatedName("color_name_hi", 60),
    price: productPrice("price"),
    category_id: recordId("category_id"),
    subcategory_id: recordId("subcategory_id").nullable(),
    featured: z.boolean({ error: "featured must be true or false" }),
    videos: videoLinks,
    stock: stockCount("stock").describe("The counted stock; the difference enters the ledger as a 'correction'"),
    archived: z.boolean({ error: "archived must be true or false" }),
    draft: z.boolean({ error: "draft must be true or false" }).describe("false publishes it; true takes it off sale"),
  })
  .partial();
export type UpdateProductBody = z.output<typeof updateProductBodySchema>;

export const createVariantBodySchema = z.object({
  color_name: requiredText("color_name", 60),
  color_name_ml: translatedName("color_name_ml", 60).optional(),
  color_name_hi: translatedName("color_name_hi", 60).optional(),
  color_code: colourCode,
  price: productPrice("price").optional().describe("The product's price when left out"),
  stock: stockCount("stock").default(0),
});
export type CreateVariantBody = z.output<typeof createVariantBodySchema>;

export const updateVariantBodySchema = z
  .object({
    color_name: requiredText("color_name", 60),
    color_name_ml: translatedName("color_name_ml", 60),
    color_name_hi: translatedName("color_name_hi", 60),
    color_code: colourCode,
    price: productPrice("price"),
    stock: stockCount("stock"),
    position: z.number().int().min(0).max(1000),
  })
  .partial();
export type UpdateVariantBody = z.output<typeof updateVariantBodySchema>;

/** Multipart text fields beside the photo's `file`. */
export const uploadImageFieldsSchema = z.object({
  variant_id: recordIdFromText("variant_id").optional().describe("The colour the photo shows"),
});

export const reorderImagesBodySchema = z.object({
  image_ids: z
    .array(recordId("image_ids"), { error: "image_ids must be a list of photo ids" })
    .min(1, { error: "image_ids must name at least one photo" })
    .max(100)
    .describe("The product's (or one colour's) photos in their new order; the first is the main photo"),
});
