// The owner's stock over HTTP: adjust a count by hand, and read why a count changed. Owners only (401, 403), never cached.
import { ownerStockEndpoints as endpoints } from "@mayil/core/api/stock-endpoints";
import type { FastifyPluginAsync } from "fastify";
import { type RouteGuards, shopperOf } from "../../http/route-guards";
import type { StockService } from "./stock-service";

export const stockRoutes: FastifyPluginAsync<{
  guards: RouteGuards;
  stock: StockService;
}> = async (app, { guards, stock }) => {
  const serve = guards.forOwner(app);

  await serve(endpoints.adjust, {
    handler: async (request) => ({
      movement: await stock.adjustByHand({ userId: shopperOf(request).userId }, request.body),
    }),
  });

  await serve(endpoints.movements, {
    handler: async (request) => {
      const { product_id, variant_id, limit } = request.query;
      const item = { productId: product_id, variantId: variant_id ?? null };
      return { movements: await stock.movementsOf(item, limit) };
    },
  });
};
