// The owner's catalogue, served by the catalogue module (/api/owner/...): products, colours, photos and categories.
// Owners only: 401 without a token, 403 for a shopper. Apart from catalogue-endpoints.ts, so the storefront's bundle
// carries none of the desk's definitions.
import { defineEndpoints } from "./endpoint";

const load = () =>
  Promise.all([import("../catalogue/owner-catalogue-schemas"), import("../catalogue/owner-category-schemas")]).then(
    ([products, categories]) => ({ ...products, ...categories }),
  );

export const ownerProductEndpoints = defineEndpoints("owner products", load, {
  list: {
    method: "GET",
    path: "/owner/products",
    access: "owner",
    summary:
      "Products, newest first: search, category, on sale (drafts marked), drafts or archived, low or out of stock",
    errors: [400, 401, 403],
    schemas: (s) => ({ query: s.ownerProductListQuerySchema, response: s.ownerProductListResponseSchema }),
  },
  get: {
    method: "GET",
    path: "/owner/products/:id",
    access: "owner",
    summary: "One product with its colours, photos and old slugs (archived ones too)",
    errors: [400, 401, 403, 404],
    schemas: (s) => ({ params: s.productIdParamsSchema, response: s.ownerProductResponseSchema }),
  },
  create: {
    method: "POST",
    path: "/owner/products",
    access: "owner",
    status: 201,
    summary:
      "Add a product, a draft unless draft is false; its slug comes from its name (made unique), its opening stock enters the ledger",
    errors: [400, 401, 403, 404],
    schemas: (s) => ({ body: s.createProductBodySchema, response: s.ownerProductResponseSchema }),
  },
  update: {
    method: "PATCH",
    path: "/owner/products/:id",
    access: "owner",
    summary:
      "Change any field, publish (draft false) or unpublish, archive or restore; a rename keeps the old link working",
    errors: [400, 401, 403, 404, 409],
    schemas: (s) => ({
      params: s.productIdParamsSchema,
      body: s.updateProductBodySchema,
      response: s.ownerProductResponseSchema,
    }),
  },
  addVariant: {
    method: "POST",
    path: "/owner/products/:id/variants",
    access: "owner",
    status: 201,
    summary: "Add a colour (name, swatch, price, opening stock)",
    errors: [400, 401, 403, 404, 409],
    schemas: (s) => ({
      params: s.productIdParamsSchema,
      body: s.createVariantBodySchema,
      response: s.ownerProductResponseSchema,
    }),
  },
  updateVariant: {
    method: "PATCH",
    path: "/owner/products/:id/variants/:variantId",
    access: "owner",
    summary: "Change a colour; a new stock count enters the ledger as a correction",
    errors: [400, 401, 403, 404, 409],
    schemas: (s) => ({
      params: s.variantParamsSchema,
      body: s.updateVariantBodySchema,
      response: s.ownerProductResponseSchema,
    }),
  },
  removeVariant: {
    method: "DELETE",
    path: "/owner/products/:id/variants/:variantId",
    access: "owner",
    summary: "Take a colour off sale (kept for the orders and ledger rows that name it)",
    errors: [400, 401, 403, 404],
    schemas: (s) => ({ params: s.variantParamsSchema, response: s.ownerProductResponseSchema }),
  },
});

export const ownerProductImageEndpoints = defineEndpoints("owner product photos", load, {
  uploadImage: {
    method: "POST",
    path: "/owner/products/:id/images",
    access: "owner",
    status: 201,
    encoding: "multipart",
    summary:
      "Add a photo (multipart field `file`: JPEG, PNG, WebP or AVIF up to 15 MB; `variant_id` for a colour's photo): turned upright, EXIF removed, stored for every process. 409 past 20 photos",
    errors: [400, 401, 403, 404, 409, 413],
    schemas: (s) => ({
      params: s.productIdParamsSchema,
      body: s.uploadImageFieldsSchema,
      response: s.ownerProductResponseSchema,
    }),
  },
  reorderImages: {
    method: "PUT",
    path: "/owner/products/:id/images",
    access: "owner",
    summary: "Put the product's (or one colour's) photos in a new order; the first is the main photo",
    errors: [400, 401, 403, 404],
    schemas: (s) => ({
      params: s.productIdParamsSchema,
      body: s.reorderImagesBodySchema,
      response: s.ownerProductResponseSchema,
    }),
  },
  deleteImage: {
    method: "DELETE",
    path: "/owner/products/:id/images/:imageId",
    access: "owner",
    summary: "Remove a photo from the product",
    errors: [400, 401, 403, 404],
    schemas: (s) => ({ params: s.imageParamsSchema, response: s.ownerProductResponseSchema }),
  },
});

export const ownerCategoryEndpoints = defineEndpoints("owner categories", load, {
  list: {
    method: "GET",
    path: "/owner/categories",
    access: "owner",
    summary: "Categories in order, each with its subcategories and product counts",
    errors: [401, 403],
    schemas: (s) => ({ response: s.ownerCategoriesResponseSchema }),
  },
  create: {
    method: "POST",
    path: "/owner/categories",
    access: "owner",
    status: 201,
    summary: "Add a category (last in order)",
    errors: [400, 401, 403, 409],
    schemas: (s) => ({ body: s.createCategoryBodySchema, response: s.ownerCategoryResponseSchema }),
  },
  update: {
    method: "PATCH",
    path: "/owner/categories/:id",
    access: "owner",
    summary: "Rename, describe or move a category",
    errors: [400, 401, 403, 404, 409],
    schemas: (s) => ({
      params: s.categoryIdParamsSchema,
      body: s.updateCategoryBodySchema,
      response: s.ownerCategoryResponseSchema,
    }),
  },
  uploadImage: {
    method: "POST",
    path: "/owner/categories/:id/image",
    access: "owner",
    encoding: "multipart",
    summary: "Set the category's banner photo (multipart field `file`)",
    errors: [400, 401, 403, 404, 413],
    schemas: (s) => ({ params: s.categoryIdParamsSchema, response: s.ownerCategoryResponseSchema }),
  },
  remove: {
    method: "DELETE",
    path: "/owner/categories/:id",
    access: "owner",
    summary:
      "Delete an empty category (and its empty subcategories); 409 while it holds any product, archived or draft",
    errors: [400, 401, 403, 404, 409],
    schemas: (s) => ({ params: s.categoryIdParamsSchema, response: s.ownerCategoriesResponseSchema }),
  },
  reorder: {
    method: "PUT",
    path: "/owner/categories/order",
    access: "owner",
    summary: "Put every category in a new order",
    errors: [400, 401, 403],
    schemas: (s) => ({ body: s.reorderCategoriesBodySchema, response: s.ownerCategoriesResponseSchema }),
  },
  createSubcategory: {
    method: "POST",
    path: "/owner/subcategories",
    access: "owner",
    status: 201,
    summary: "Add a subcategory to a category (last in order)",
    errors: [400, 401, 403, 404, 409],
    schemas: (s) => ({ body: s.createSubcategoryBodySchema, response: s.ownerCategoryResponseSchema }),
  },
  updateSubcategory: {
    method: "PATCH",
    path: "/owner/subcategories/:id",
    access: "owner",
    summary: "Rename or move a subcategory",
    errors: [400, 401, 403, 404, 409],
    schemas: (s) => ({
      params: s.categoryIdParamsSchema,
      body: s.updateSubcategoryBodySchema,
      response: s.ownerCategoryResponseSchema,
    }),
  },
  removeSubcategory: {
    method: "DELETE",
    path: "/owner/subcategories/:id",
    access: "owner",
    summary:
      "Delete an empty subcategory; 409 while it holds any product, archived or draft. Responds with its category",
    errors: [400, 401, 403, 404, 409],
    schemas: (s) => ({ params: s.categoryIdParamsSchema, response: s.ownerCategoryResponseSchema }),
  },
  uploadSubcategoryImage: {
    method: "POST",
    path: "/owner/subcategories/:id/image",
    access: "owner",
    encoding: "multipart",
    summary: "Set the subcategory's photo (multipart field `file`)",
    errors: [400, 401, 403, 404, 413],
    schemas: (s) => ({ params: s.categoryIdParamsSchema, response: s.ownerCategoryResponseSchema }),
  },
  reorderSubcategories: {
    method: "PUT",
    path: "/owner/categories/:id/subcategories/order",
    access: "owner",
    summary: "Put a category's subcategories in a new order",
    errors: [400, 401, 403, 404],
    schemas: (s) => ({
      params: s.categoryIdParamsSchema,
      body: s.reorderCategoriesBodySchema,
      response: s.ownerCategoryResponseSchema,
    }),
  },
});
