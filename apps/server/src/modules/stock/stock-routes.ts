// The owner's stock over HTTP: adjust a count by hand, and read why a count changed. Owners only (401, 403), never cached.
import { ownerStockEndpoints as endpoints } from "@mayil/core/api/owner-catalogue-endpoints";
import type { FastifyPluginAsync } from "fastify";
import { type OwnerCheck, ownerEndpointServer, shopperOf } from "../auth/authenticate";
import type { SessionService } from "../auth/session-service";
import { adjustStockByHand, type StockDesk } from "./stock-adjustment";
import { stockMovementsOf } from "./stock-movement-reads";

export const stockRoutes: FastifyPluginAsync<{
  sessions: SessionService;
  owners: OwnerCheck;
  desk: StockDesk;
}> = async (app, { sessions, owners, desk }) => {
  const serve = ownerEndpointServer(app, sessions, owners);

  await serve(endpoints.adjust, {
    handler: async (request) => ({
      movement: await adjustStockByHand(desk, { userId: shopperOf(request).userId }, request.body),
    }),
  });

  await serve(endpoints.movements, {
    handler: async (request) => {
      const { product_id, variant_id, limit } = request.query;
      const item = { productId: product_id, variantId: variant_id ?? null };
      return { movements: await stockMovementsOf(desk.db, item, limit) };
    },
  });
};
