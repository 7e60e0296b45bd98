// The wishlist over HTTP (docs/shop/rules.md#api). {id} in the paths is the product's id, as the storefront knows it.
import { wishlistEndpoints as endpoints } from "@mayil/core/api/wishlist-endpoints";
import type { FastifyPluginAsync } from "fastify";
import type { ShoppingLimits } from "../../config";
import { type RouteGuards, shopperOf } from "../../http/route-guards";
import { shopperRateLimit } from "../../http/shopper-rate-limit";
import { type WishlistService, wishlistMessages } from "./wishlist-service";

export const wishlistRoutes: FastifyPluginAsync<{
  guards: RouteGuards;
  wishlist: WishlistService;
  limits: Pick<ShoppingLimits, "wishlistWritesPerMinute">;
}> = async (app, { guards, wishlist, limits }) => {
  const serve = guards.forShoppers(app);
  // One count for adding and removing; reading and checking are not limited.
  const onRequest = shopperRateLimit(app, {
    name: "wishlist",
    perMinute: limits.wishlistWritesPerMinute,
    message: (after) => `Too many wishlist changes in a short time. Please wait ${after} and try again.`,
  });

  await serve(endpoints.list, {
    handler: async (request) => ({ wishlist: await wishlist.list(shopperOf(request).userId, request.query.lang) }),
  });

  await serve(endpoints.add, {
    onRequest,
    handler: async (request) => {
      await wishlist.add(shopperOf(request).userId, request.body.product_id);
      return { success: true as const, message: wishlistMessages.added };
    },
  });

  await serve(endpoints.remove, {
    onRequest,
    handler: async (request) => {
      await wishlist.remove(shopperOf(request).userId, request.params.id);
      return { success: true as const, message: wishlistMessages.removed };
    },
  });

  await serve(endpoints.check, {
    handler: async (request) => ({
      in_wishlist: await wishlist.contains(shopperOf(request).userId, request.params.id),
    }),
  });
};
