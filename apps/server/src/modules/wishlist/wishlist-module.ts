// The wishlist registers itself: its service and its routes under /api. Returns its part of a shopper's account data:
// her wishlist in the download; on deletion it goes with her account's row (ON DELETE CASCADE), so nothing to do.
import type { FastifyInstance } from "fastify";
import type { ShoppingLimits } from "../../config";
import type { Database } from "../../db/database";
import type { RouteGuards } from "../../http/route-guards";
import type { CatalogueService } from "../catalogue";
import type { AccountDataPart } from "../users";
import { wishlistRoutes } from "./wishlist-routes";
import { WishlistService } from "./wishlist-service";

export async function registerWishlist(
  app: FastifyInstance,
  needs: { db: Database; catalogue: CatalogueService; guards: RouteGuards; limits: ShoppingLimits },
): Promise<{ accountData: AccountDataPart<"wishlist"> }> {
  const wishlist = new WishlistService(needs.db, needs.catalogue);
  await app.register(wishlistRoutes, { prefix: "/api", guards: needs.guards, wishlist, limits: needs.limits });
  return { accountData: { name: "wishlist", export: (userId) => wishlist.list(userId), forget: async () => {} } };
}
