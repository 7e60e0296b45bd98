// HTTP routes of the public catalogue (docs/shop/rules.md#api): thin handlers over CatalogueService, from the contract.
import { catalogueEndpoints as endpoints } from "@mayil/core/api/catalogue-endpoints";
import type { FastifyPluginAsync } from "fastify";
import type { PublicJsonSender } from "../../http/send-json";
import { endpointServer } from "../../http/serve-endpoint";
import type { CatalogueService } from "./catalogue-service";

export interface CatalogueRoutesOptions {
  catalogue: CatalogueService;
  sendPublicJson: PublicJsonSender;
}

export const catalogueRoutes: FastifyPluginAsync<CatalogueRoutesOptions> = async (
  app,
  { catalogue, sendPublicJson: publicCache },
) => {
  const serve = endpointServer(app);

  await serve(endpoints.productList, { publicCache, handler: (req) => catalogue.listProducts(req.query) });
  await serve(endpoints.productById, {
    publicCache,
    handler: async (req) => ({ product: await catalogue.getProduct({ id: req.params.id }, req.query.lang) }),
  });
  await serve(endpoints.productBySlug, {
    publicCache,
    handler: async (req) => ({ product: await catalogue.getProduct({ slug: req.params.slug }, req.query.lang) }),
  });
  await serve(endpoints.categoryProducts, {
    publicCache,
    handler: (req) => catalogue.listCategoryProducts(req.params.id, req.query),
  });
  await serve(endpoints.subcategoryProducts, {
    publicCache,
    handler: (req) => catalogue.listSubcategoryProducts({ id: req.params.id }, req.query),
  });
  await serve(endpoints.subcategoryProductsBySlug, {
    publicCache,
    handler: (req) => catalogue.listSubcategoryProducts({ slug: req.params.slug }, req.query),
  });
  await serve(endpoints.search, {
    publicCache,
    handler: async (req) => ({
      products: await catalogue.searchProducts(req.params.term, req.query.limit, req.query.lang),
    }),
  });
  await serve(endpoints.related, {
    publicCache,
    handler: async (req) => ({
      related_products: await catalogue.relatedProducts(req.params.id, req.query.limit, req.query.lang),
    }),
  });
  await serve(endpoints.categories, {
    publicCache,
    handler: async (req) => ({ categories: await catalogue.listCategories(req.query.lang) }),
  });
  await serve(endpoints.allSubcategories, {
    publicCache,
    handler: async (req) => ({ subcategories: await catalogue.listSubcategories(undefined, req.query.lang) }),
  });
  await serve(endpoints.category, {
    publicCache,
    handler: async (req) => ({ category: await catalogue.getCategory(req.params.id, req.query.lang) }),
  });
  await serve(endpoints.categorySubcategories, {
    publicCache,
    handler: async (req) => ({ subcategories: await catalogue.listSubcategories(req.params.id, req.query.lang) }),
  });
};
