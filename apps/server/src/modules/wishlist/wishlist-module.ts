// The wishlist registers itself: its service (the shopper's data download reads it) and its routes under /api.
import type { FastifyInstance } from "fastify";
import type { ShoppingLimits } from "../../config";
import type { Database } from "../../db/database";
import type { RouteGuards } from "../../http/route-guards";
import type { CatalogueService } from "../catalogue";
import { wishlistRoutes } from "./wishlist-routes";
import { WishlistService } from "./wishlist-service";

export async function registerWishlist(
  app: FastifyInstance,
  needs: { db: Database; catalogue: CatalogueService; guards: RouteGuards; limits: ShoppingLimits },
): Promise<{ wishlist: WishlistService }> {
  const wishlist = new WishlistService(needs.db, needs.catalogue);
  await app.register(wishlistRoutes, { prefix: "/api", guards: needs.guards, wishlist, limits: needs.limits });
  return { wishlist };
}
