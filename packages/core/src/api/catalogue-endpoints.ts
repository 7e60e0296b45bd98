// The public catalogue (docs/shop/rules.md#api): products, categories and subcategories, served from the shared
// cache. Each read takes `lang` (ml or hi) for its names and descriptions in that language, English where the owner
// gave none (decision 084); each language is its own address, so its own cached response.
import { defineEndpoints } from "./endpoint";

const notFound = [400, 404] as const;
/** One product: 410 {"error": "This piece is no longer available."} once the owner has archived it. */
const oneProduct = [400, 404, 410] as const;

export const catalogueEndpoints = defineEndpoints("catalogue", () => import("../catalogue/catalogue-schemas"), {
  productList: {
    method: "GET",
    path: "/products",
    access: "public",
    summary: "List products, filtered, sorted and paged",
    errors: [400],
    schemas: (s) => ({ query: s.productListQuerySchema, response: s.productListResponseSchema }),
  },
  productById: {
    method: "GET",
    path: "/products/:id",
    access: "public",
    summary: "One product by id (410 when archived)",
    errors: oneProduct,
    schemas: (s) => ({ params: s.idParamsSchema, query: s.languageQuerySchema, response: s.productResponseSchema }),
  },
  productBySlug: {
    method: "GET",
    path: "/products/slug/:slug",
    access: "public",
    summary:
      "One product by slug, or by a slug it had before a rename (its `slug` is then the new one); 410 when archived",
    errors: oneProduct,
    schemas: (s) => ({ params: s.slugParamsSchema, query: s.languageQuerySchema, response: s.productResponseSchema }),
  },
  categoryProducts: {
    method: "GET",
    path: "/products/category/:id",
    access: "public",
    summary: "Products of a category",
    errors: notFound,
    schemas: (s) => ({
      params: s.idParamsSchema,
      query: s.productsInGroupQuerySchema,
      response: s.categoryProductsResponseSchema,
    }),
  },
  subcategoryProducts: {
    method: "GET",
    path: "/products/subcategory/:id",
    access: "public",
    summary: "Products of a subcategory, by its id",
    errors: notFound,
    schemas: (s) => ({
      params: s.idParamsSchema,
      query: s.productsInGroupQuerySchema,
      response: s.subcategoryProductsResponseSchema,
    }),
  },
  subcategoryProductsBySlug: {
    method: "GET",
    path: "/products/subcategory/slug/:slug",
    access: "public",
    summary: "Products of a subcategory, by its slug",
    errors: notFound,
    schemas: (s) => ({
      params: s.slugParamsSchema,
      query: s.productsInGroupQuerySchema,
      response: s.subcategoryProductsResponseSchema,
    }),
  },
  search: {
    method: "GET",
    path: "/products/search/:term",
    access: "public",
    summary: "Search suggestions: at most 10 products whose name or description contains the term",
    errors: notFound,
    schemas: (s) => ({ params: s.searchParamsSchema, query: s.searchQuerySchema, response: s.searchResponseSchema }),
  },
  related: {
    method: "GET",
    path: "/products/:id/related",
    access: "public",
    summary: "The same design in other colours, then similar pieces",
    errors: notFound,
    schemas: (s) => ({ params: s.idParamsSchema, query: s.relatedQuerySchema, response: s.relatedResponseSchema }),
  },
  categories: {
    method: "GET",
    path: "/categories",
    access: "public",
    summary: "All categories",
    errors: [400],
    schemas: (s) => ({ query: s.languageQuerySchema, response: s.categoriesResponseSchema }),
  },
  allSubcategories: {
    method: "GET",
    path: "/categories/subcategories/all",
    access: "public",
    summary: "Every subcategory",
    errors: [400],
    schemas: (s) => ({ query: s.languageQuerySchema, response: s.subcategoriesResponseSchema }),
  },
  category: {
    method: "GET",
    path: "/categories/:id",
    access: "public",
    summary: "One category",
    errors: notFound,
    schemas: (s) => ({ params: s.idParamsSchema, query: s.languageQuerySchema, response: s.categoryResponseSchema }),
  },
  categorySubcategories: {
    method: "GET",
    path: "/categories/:id/subcategories",
    access: "public",
    summary: "The subcategories of a category",
    errors: notFound,
    schemas: (s) => ({
      params: s.idParamsSchema,
      query: s.languageQuerySchema,
      response: s.subcategoriesResponseSchema,
    }),
  },
});
