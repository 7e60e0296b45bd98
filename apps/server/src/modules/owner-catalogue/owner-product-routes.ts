// The owner's products and colours over HTTP: list, read, add, change, archive or restore, and a product's colours.
// Owners only (401 without a token, 403 for a shopper), never cached.
import { ownerProductEndpoints as endpoints } from "@mayil/core/api/owner-catalogue-endpoints";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { type OwnerCheck, ownerEndpointServer, shopperOf } from "../auth/authenticate";
import type { SessionService } from "../auth/session-service";
import { addColour, removeColour, updateColour } from "./colour-writes";
import type { CatalogueEditor, OwnerCatalogueDesk } from "./owner-catalogue-desk";
import { listOwnerProducts } from "./owner-product-reads";
import { ownerProduct } from "./owner-product-view";
import { createProduct, updateProduct } from "./product-writes";

export const ownerProductRoutes: FastifyPluginAsync<{
  sessions: SessionService;
  owners: OwnerCheck;
  desk: OwnerCatalogueDesk;
}> = async (app, { sessions, owners, desk }) => {
  const serve = ownerEndpointServer(app, sessions, owners);
  const editorOf = (request: FastifyRequest): CatalogueEditor => ({ userId: shopperOf(request).userId });

  await serve(endpoints.list, {
    handler: (request) => listOwnerProducts(desk.db, request.query, desk.lowStockThreshold),
  });

  await serve(endpoints.get, {
    handler: async (request) => ({ product: await ownerProduct(desk.db, request.params.id) }),
  });

  await serve(endpoints.create, {
    handler: async (request) => ({ product: await createProduct(desk, editorOf(request), request.body) }),
  });

  await serve(endpoints.update, {
    handler: async (request) => ({
      product: await updateProduct(desk, editorOf(request), request.params.id, request.body),
    }),
  });

  await serve(endpoints.addVariant, {
    handler: async (request) => ({
      product: await addColour(desk, editorOf(request), request.params.id, request.body),
    }),
  });

  await serve(endpoints.updateVariant, {
    handler: async (request) => ({
      product: await updateColour(desk, editorOf(request), request.params.id, request.params.variantId, request.body),
    }),
  });

  await serve(endpoints.removeVariant, {
    handler: async (request) => ({
      product: await removeColour(desk, editorOf(request), request.params.id, request.params.variantId),
    }),
  });
};
