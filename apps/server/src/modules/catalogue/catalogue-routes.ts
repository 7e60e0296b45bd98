// HTTP routes of the public catalogue (spec section 7): thin handlers over CatalogueService.
import {
  apiErrorSchema,
  categoriesResponseSchema,
  categoryProductsResponseSchema,
  categoryResponseSchema,
  idParamsSchema,
  productListQuerySchema,
  productListResponseSchema,
  productResponseSchema,
  productsInGroupQuerySchema,
  relatedQuerySchema,
  relatedResponseSchema,
  searchParamsSchema,
  searchQuerySchema,
  searchResponseSchema,
  slugParamsSchema,
  subcategoriesResponseSchema,
  subcategoryProductsResponseSchema,
} from "@mayil/core/catalogue-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { PublicJsonSender } from "../../http/send-json";
import type { CatalogueService } from "./catalogue-service";

export interface CatalogueRoutesOptions {
  catalogue: CatalogueService;
  sendPublicJson: PublicJsonSender;
}

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueRoutesOptions> = async (
  app,
  { catalogue, sendPublicJson: send },
) => {
  const tags = ["catalogue"];

  app.get(
    "/products",
    {
      schema: {
        tags,
        summary: "List products, filtered, sorted and paged",
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema, ...errors },
      },
    },
    (req, reply) => send(reply, productListResponseSchema, () => catalogue.listProducts(req.query)),
  );

  app.get(
    "/products/:id",
    {
      schema: {
        tags,
        summary: "One product by id",
        params: idParamsSchema,
        response: { 200: productResponseSchema, ...errors },
      },
    },
    (req, reply) =>
      send(reply, productResponseSchema, async () => ({ product: await catalogue.getProduct({ id: req.params.id }) })),
  );

  app.get(
    "/products/slug/:slug",
    {
      schema: {
        tags,
        summary: "One product by slug",
        params: slugParamsSchema,
        response: { 200: productResponseSchema, ...errors },
      },
    },
    (req, reply) =>
      send(reply, productResponseSchema, async () => ({
        product: await catalogue.getProduct({ slug: req.params.slug }),
      })),
  );

  app.get(
    "/products/category/:id",
    {
      schema: {
        tags,
        summary: "Products of a category",
        params: idParamsSchema,
        querystring: productsInGroupQuerySchema,
        response: { 200: categoryProductsResponseSchema, ...errors },
      },
    },
    (req, reply) =>
      send(reply, categoryProductsResponseSchema, () => catalogue.listCategoryProducts(req.params.id, req.query)),
  );

  app.get(
    "/products/subcategory/:id",
    {
      schema: {
        tags,
        summary: "Products of a subcategory, by its id",
        params: idParamsSchema,
        querystring: productsInGroupQuerySchema,
        response: { 200: subcategoryProductsResponseSchema, ...errors },
      },
    },
    (req, reply) =>
      send(reply, subcategoryProductsResponseSchema, () =>
        catalogue.listSubcategoryProducts({ id: req.params.id }, req.query),
      ),
  );

  app.get(
    "/products/subcategory/slug/:slug",
    {
      schema: {
        tags,
        summary: "Products of a subcategory, by its slug",
        params: slugParamsSchema,
        querystring: productsInGroupQuerySchema,
        response: { 200: subcategoryProductsResponseSchema, ...errors },
      },
    },
    (req, reply) =>
      send(reply, subcategoryProductsResponseSchema, () =>
        catalogue.listSubcategoryProducts({ slug: req.params.slug }, req.query),
      ),
  );

  app.get(
    "/products/search/:term",
    {
      schema: {
        tags,
        summary: "Search suggestions: at most 10 products whose name or description contains the term",
        params: searchParamsSchema,
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, ...errors },
      },
    },
    (req, reply) =>
      send(reply, searchResponseSchema, async () => ({
        products: await catalogue.searchProducts(req.params.term, req.query.limit),
      })),
  );

  app.get(
    "/products/:id/related",
    {
      schema: {
        tags,
        summary: "The same design in other colours, then similar pieces",
        params: idParamsSchema,
        querystring: relatedQuerySchema,
        response: { 200: relatedResponseSchema, ...errors },
      },
    },
    (req, reply) =>
      send(reply, relatedResponseSchema, async () => ({
        related_products: await catalogue.relatedProducts(req.params.id, req.query.limit),
      })),
  );

  app.get(
    "/categories",
    { schema: { tags, summary: "All categories", response: { 200: categoriesResponseSchema } } },
    (_req, reply) =>
      send(reply, categoriesResponseSchema, async () => ({ categories: await catalogue.listCategories() })),
  );

  app.get(
    "/categories/subcategories/all",
    { schema: { tags, summary: "Every subcategory", response: { 200: subcategoriesResponseSchema } } },
    (_req, reply) =>
      send(reply, subcategoriesResponseSchema, async () => ({ subcategories: await catalogue.listSubcategories() })),
  );

  app.get(
    "/categories/:id",
    {
      schema: {
        tags,
        summary: "One category",
        params: idParamsSchema,
        response: { 200: categoryResponseSchema, ...errors },
      },
    },
    (req, reply) =>
      send(reply, categoryResponseSchema, async () => ({ category: await catalogue.getCategory(req.params.id) })),
  );

  app.get(
    "/categories/:id/subcategories",
    {
      schema: {
        tags,
        summary: "The subcategories of a category",
        params: idParamsSchema,
        response: { 200: subcategoriesResponseSchema, ...errors },
      },
    },
    (req, reply) =>
      send(reply, subcategoriesResponseSchema, async () => ({
        subcategories: await catalogue.listSubcategories(req.params.id),
      })),
  );
};
