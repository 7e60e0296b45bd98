// The public catalogue API's shapes: what the server validates and serialises, and what the web app reads.

import { z } from "zod";
import { ERROR_CODES, type ErrorCode } from "../api/error-codes";
import { MAX_RECORD_ID, recordIdFromText } from "../api/record-id";
import { Money } from "../money/money";
import { text } from "../text/well-formed-text";
import { catalogueLanguageQuery } from "./catalogue-translations";
import { priceBandNames } from "./price-band";

export const apiErrorSchema = z
  .object({
    error: text().describe("What went wrong, in words fit to show the shopper"),
    code: z
      .enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]])
      .describe("What went wrong, for programs: stable, unlike the words (packages/core/src/api/error-codes.ts)"),
    field: text().optional().describe("For a bad request body: the field the error is about"),
    details: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .describe("What a specific code says beyond its words: how many are left, which states"),
    issues: z
      .array(z.object({ field: text(), message: text() }))
      .optional()
      .describe("For a bad request body: every problem found, one per field"),
  })
  .meta({ id: "ApiError" });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** A rupee amount as the database keeps it: a decimal string with two places, e.g. "1299.00". */
const rupees = text().regex(/^-?\d+\.\d{2}$/);

export const variantSchema = z
  .object({
    id: z.number().int(),
    color_name: text(),
    color_code: text(),
    price: rupees,
    stock_quantity: z.number().int(),
    quantity: z.number().int(),
    images: z.array(text()),
    videos: z.array(text()),
  })
  .meta({ id: "Variant" });
export type Variant = z.infer<typeof variantSchema>;

export const productSchema = z
  .object({
    id: z.number().int(),
    name: text(),
    slug: text(),
    price: rupees,
    description: text(),
    quantity: z.number().int().describe("Units in stock (the spec also calls it stock)."),
    stock: z.number().int().describe("Same as quantity."),
    image: text().nullable().describe("The first image, or null when the product has none."),
    images: z.array(text()),
    videos: z.array(text()),
    category_id: z.number().int(),
    subcategory_id: z.number().int().nullable(),
    has_variants: z.boolean(),
    variants: z.array(variantSchema),
    color_name: text()
      .nullable()
      .describe("This product's colour when it is one colour of a design sold as separate products."),
    color_code: text().nullable(),
    created_at: text(),
  })
  .meta({ id: "Product" });
export type Product = z.infer<typeof productSchema>;

export const relatedProductSchema = z
  .object({
    id: z.number().int(),
    name: text(),
    slug: text(),
    image: text().nullable(),
    images: z.array(text()),
    color_name: text().nullable(),
    color_code: text().nullable(),
    price: rupees,
    stock_quantity: z.number().int(),
    relation: z
      .enum(["color", "subcategory"])
      .describe("color: the same design in another colour; subcategory: a similar piece."),
  })
  .meta({ id: "RelatedProduct" });
export type RelatedProduct = z.infer<typeof relatedProductSchema>;

export const categorySchema = z
  .object({
    id: z.number().int(),
    name: text(),
    slug: text(),
    description: text(),
    image: text().nullable(),
  })
  .meta({ id: "Category" });
export type Category = z.infer<typeof categorySchema>;

export const subcategorySchema = z
  .object({
    id: z.number().int(),
    category_id: z.number().int(),
    name: text(),
    slug: text(),
    image: text().nullable(),
  })
  .meta({ id: "Subcategory" });
export type Subcategory = z.infer<typeof subcategorySchema>;

export const paginationSchema = z.object({
  total: z.number().int(),
  hasMore: z.boolean(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

// ---- Requests ----------------------------------------------------------------------------------

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_SEARCH_SUGGESTIONS = 10;
export const MAX_SEARCH_LENGTH = 100;

/** A whole number from a query string or path, with a message naming the parameter. */
const wholeNumber = (name: string, min: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int({ error: `${name} must be a whole number` })
    .min(min, { error: `${name} must be ${min} or more` })
    // A page or limit beyond a PostgreSQL integer means nothing either, and keeps offsets within bigint.
    .max(MAX_RECORD_ID, { error: `${name} is too large` });

/** A price bound in the query string, read as whole paise here so the filters past the schema see paise. */
const rupeeAmount = (name: string) =>
  text()
    .regex(/^\d{1,8}(\.\d{1,2})?$/, { error: `${name} must be an amount in rupees, e.g. 499 or 499.50` })
    .transform((text) => Money.fromWire(text));

/** PostgreSQL text cannot hold NUL, and no shopper types control characters: refuse them up front. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point here
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const noControlCharacters = (name: string) =>
  [(text: string) => !CONTROL_CHARACTER.test(text), { error: `${name} must not contain control characters` }] as const;

// Ids go through recordIdFromText: beyond PostgreSQL's integer range they are a 400, not a failed SQL cast.
export const idParamsSchema = z.object({ id: recordIdFromText("id") });
export const slugParamsSchema = z.object({
  slug: text()
    .min(1, { error: "slug must not be empty" })
    .max(200, { error: "slug is too long" })
    .refine(...noControlCharacters("slug")),
});
export const searchParamsSchema = z.object({
  term: text()
    .trim()
    .min(1, { error: "term must not be empty" })
    .max(MAX_SEARCH_LENGTH, { error: `term must be at most ${MAX_SEARCH_LENGTH} characters` })
    .refine(...noControlCharacters("term")),
});

/** page, limit (capped at 100, not refused, so a greedy client still gets a response), sort. */
export const pageQuerySchema = z.object({
  page: wholeNumber("page", 1).default(1),
  limit: wholeNumber("limit", 1)
    .default(DEFAULT_PAGE_SIZE)
    .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
  sort_by: z.enum(["price", "id"], { error: "sort_by must be price or id" }).default("id"),
  sort_order: z.enum(["asc", "desc"], { error: "sort_order must be asc or desc" }).default("asc"),
});

export const productFilterQuerySchema = z.object({
  price_range: z
    .enum(["all", ...priceBandNames], { error: `price_range must be one of: all, ${priceBandNames.join(", ")}` })
    .optional(),
  min_price: rupeeAmount("min_price").optional(),
  max_price: rupeeAmount("max_price").optional(),
  search: text()
    .trim()
    .max(MAX_SEARCH_LENGTH, { error: `search must be at most ${MAX_SEARCH_LENGTH} characters` })
    .refine(...noControlCharacters("search"))
    .optional(),
});

/** `lang`, for the reads that take nothing else in their query (catalogue-translations.ts). */
export const languageQuerySchema = catalogueLanguageQuery;

export const productListQuerySchema = pageQuerySchema
  .extend(productFilterQuerySchema.shape)
  .extend(catalogueLanguageQuery.shape)
  .extend({
    category_id: recordIdFromText("category_id").optional(),
    subcategory_id: recordIdFromText("subcategory_id").optional(),
    featured: z
      .enum(["true", "false"], { error: "featured must be true or false" })
      .transform((value) => value === "true")
      .optional()
      .describe("true: only the pieces the owner features on the home page; false: only the others"),
  });
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productsInGroupQuerySchema = pageQuerySchema
  .extend(productFilterQuerySchema.shape)
  .extend(catalogueLanguageQuery.shape);
export type ProductsInGroupQuery = z.infer<typeof productsInGroupQuerySchema>;

export const searchQuerySchema = catalogueLanguageQuery.extend({
  limit: wholeNumber("limit", 1)
    .default(MAX_SEARCH_SUGGESTIONS)
    .transform((n) => Math.min(n, MAX_SEARCH_SUGGESTIONS)),
});

export const relatedQuerySchema = catalogueLanguageQuery.extend({
  limit: wholeNumber("limit", 1)
    .default(8)
    .transform((n) => Math.min(n, 24)),
});

// ---- Responses ---------------------------------------------------------------------------------

export const productListResponseSchema = z.object({ products: z.array(productSchema), pagination: paginationSchema });
export type ProductListResponse = z.infer<typeof productListResponseSchema>;
export const categoryProductsResponseSchema = productListResponseSchema.extend({ category: categorySchema });
export const subcategoryProductsResponseSchema = productListResponseSchema.extend({ subcategory: subcategorySchema });
export const productResponseSchema = z.object({ product: productSchema });
export const searchResponseSchema = z.object({ products: z.array(productSchema) });
export const relatedResponseSchema = z.object({ related_products: z.array(relatedProductSchema) });
export const categoriesResponseSchema = z.object({ categories: z.array(categorySchema) });
export const categoryResponseSchema = z.object({ category: categorySchema });
export const subcategoriesResponseSchema = z.object({ subcategories: z.array(subcategorySchema) });
export const healthResponseSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["up", "down"]),
  database_kind: z.enum(["pglite", "postgres"]),
  /** Set when the database is down: the same message every API gives then. */
  error: text().optional(),
});
export const livenessResponseSchema = z.object({ status: z.literal("alive") });
export const readinessResponseSchema = z.object({
  status: z.enum(["ready", "not-ready"]),
  /** Not asked while shutting down: the response is no either way. */
  database: z.enum(["up", "down"]).optional(),
  /** True from the shutdown signal on: the process finishes what it has and takes nothing new. */
  shutting_down: z.boolean(),
  /** Why it is not ready, in a line for whoever looks at the balancer. */
  reason: text().optional(),
});
