// The owner's categories and subcategories over the API (/api/owner/categories...): what the desk reads and sends.
// Owners only (401 without a token, 403 for a shopper).
import { z } from "zod";
import { recordId, recordIdFromText } from "../api/record-id";
import { text } from "../text/well-formed-text";
import {
  translatedDescription,
  translatedDescriptionBody,
  translatedDescriptionsRead,
  translatedName,
  translatedNameBody,
  translatedNamesRead,
} from "./catalogue-translations";
import { description, requiredText } from "./owner-catalogue-schemas";

export const ownerSubcategorySchema = z
  .object({
    id: z.number().int(),
    category_id: z.number().int(),
    name: text(),
    ...translatedNamesRead,
    slug: text(),
    image: text().nullable(),
    position: z.number().int(),
    product_count: z.number().int().describe("Products on sale in it"),
    product_total: z.number().int().describe("Every product in it, archived and drafts too: it can be deleted at 0"),
  })
  .meta({ id: "OwnerSubcategory" });

export const ownerCategorySchema = z
  .object({
    id: z.number().int(),
    name: text(),
    slug: text(),
    description: text(),
    ...translatedNamesRead,
    ...translatedDescriptionsRead,
    image: text().nullable(),
    position: z.number().int(),
    product_count: z.number().int().describe("Products on sale in it"),
    product_total: z.number().int().describe("Every product in it, archived and drafts too: it can be deleted at 0"),
    subcategories: z.array(ownerSubcategorySchema),
  })
  .meta({ id: "OwnerCategory" });
export type OwnerCategory = z.infer<typeof ownerCategorySchema>;

export const ownerCategoriesResponseSchema = z.object({ categories: z.array(ownerCategorySchema) });
export const ownerCategoryResponseSchema = z.object({ category: ownerCategorySchema });
export const categoryIdParamsSchema = z.object({ id: recordIdFromText("id") });

export const createCategoryBodySchema = z.object({
  name: requiredText("name", 60),
  description: description.default(""),
  ...translatedNameBody(60),
  ...translatedDescriptionBody(),
});
export const updateCategoryBodySchema = z
  .object({
    name: requiredText("name", 60),
    description,
    name_ml: translatedName("name_ml", 60),
    name_hi: translatedName("name_hi", 60),
    description_ml: translatedDescription("description_ml"),
    description_hi: translatedDescription("description_hi"),
    position: z.number().int().min(0).max(1000),
  })
  .partial();
export const createSubcategoryBodySchema = z.object({
  category_id: recordId("category_id"),
  name: requiredText("name", 60),
  ...translatedNameBody(60),
});
export const updateSubcategoryBodySchema = z
  .object({
    name: requiredText("name", 60),
    name_ml: translatedName("name_ml", 60),
    name_hi: translatedName("name_hi", 60),
    category_id: recordId("category_id"),
    position: z.number().int().min(0).max(1000),
  })
  .partial();
export const reorderCategoriesBodySchema = z.object({
  ids: z.array(recordId("ids")).min(1).max(200).describe("Every category (or a category's subcategories) in order"),
});
