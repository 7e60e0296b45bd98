// The cart registers itself: its service (the shopper's data download reads it) and its routes under /api.
import type { FastifyInstance } from "fastify";
import type { ShoppingLimits } from "../../config";
import type { Database } from "../../db/database";
import type { OwnerCheck, RouteGuards } from "../../http/route-guards";
import type { CatalogueService } from "../catalogue";
import { cartRoutes } from "./cart-routes";
import { CartService } from "./cart-service";

export async function registerCart(
  app: FastifyInstance,
  needs: {
    db: Database;
    catalogue: CatalogueService;
    guards: RouteGuards;
    limits: ShoppingLimits;
    owners: OwnerCheck;
  },
): Promise<{ cart: CartService }> {
  const cart = new CartService(
    needs.db,
    needs.catalogue,
    needs.limits.maxUnitsPerItem,
    needs.limits.orderHoldSharePercent,
    needs.owners,
  );
  await app.register(cartRoutes, { prefix: "/api", guards: needs.guards, cart, limits: needs.limits });
  return { cart };
}
