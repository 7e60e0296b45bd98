// The owner's products and colours over HTTP: list, read, add, change, archive or restore, and a product's colours.
// Owners only (401 without a token, 403 for a shopper), never cached.
import { ownerProductEndpoints as endpoints } from "@mayil/core/api/catalogue-owner-endpoints";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { type RouteGuards, shopperOf } from "../../http/route-guards";
import type { CatalogueEditor } from "./owner-product-context";
import type { OwnerProductService } from "./owner-product-service";

export const ownerProductRoutes: FastifyPluginAsync<{
  guards: RouteGuards;
  ownerProducts: OwnerProductService;
}> = async (app, { guards, ownerProducts }) => {
  const serve = guards.forOwner(app);
  const editorOf = (request: FastifyRequest): CatalogueEditor => ({ userId: shopperOf(request).userId });

  await serve(endpoints.list, {
    handler: (request) => ownerProducts.list(request.query),
  });

  await serve(endpoints.get, {
    handler: async (request) => ({ product: await ownerProducts.product(request.params.id) }),
  });

  await serve(endpoints.create, {
    handler: async (request) => ({ product: await ownerProducts.createProduct(editorOf(request), request.body) }),
  });

  await serve(endpoints.update, {
    handler: async (request) => ({
      product: await ownerProducts.updateProduct(editorOf(request), request.params.id, request.body),
    }),
  });

  await serve(endpoints.addVariant, {
    handler: async (request) => ({
      product: await ownerProducts.addColour(editorOf(request), request.params.id, request.body),
    }),
  });

  await serve(endpoints.updateVariant, {
    handler: async (request) => ({
      product: await ownerProducts.updateColour(
        editorOf(request),
        request.params.id,
        request.params.variantId,
        request.body,
      ),
    }),
  });

  await serve(endpoints.removeVariant, {
    handler: async (request) => ({
      product: await ownerProducts.removeColour(editorOf(request), request.params.id, request.params.variantId),
    }),
  });
};
