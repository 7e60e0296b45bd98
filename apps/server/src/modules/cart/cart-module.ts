// The cart registers itself: its service and its routes under /api. Returns its part of a shopper's account data:
// her cart lines in the download; on deletion they go with her account's row (ON DELETE CASCADE), so nothing to do.
import type { FastifyInstance } from "fastify";
import type { ShoppingLimits } from "../../config";
import type { Database } from "../../db/database";
import type { OwnerCheck, RouteGuards } from "../../http/route-guards";
import type { CatalogueService } from "../catalogue";
import type { AccountDataPart } from "../users";
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
): Promise<{ accountData: AccountDataPart<"cart">; cart: Pick<CartService, "removeOrdered"> }> {
  const cart = new CartService(
    needs.db,
    needs.catalogue,
    needs.limits.maxUnitsPerItem,
    needs.limits.orderHoldSharePercent,
    needs.owners,
  );
  await app.register(cartRoutes, { prefix: "/api", guards: needs.guards, cart, limits: needs.limits });
  return {
    accountData: { name: "cart", export: (userId) => cart.list(userId), forget: async () => {} },
    // Orders take what was ordered out of the cart in the order's transaction.
    cart,
  };
}
