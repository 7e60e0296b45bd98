// The cart over HTTP (docs/shop/rules.md#api): always the signed-in shopper's own lines.

import { cartEndpoints as endpoints } from "@mayil/core/api/cart-endpoints";
import { cartMessages } from "@mayil/core/shopping/cart-rules";
import type { FastifyPluginAsync } from "fastify";
import type { ShoppingLimits } from "../../config";
import { type RouteGuards, shopperOf } from "../../http/route-guards";
import { shopperRateLimit } from "../../http/shopper-rate-limit";
import type { CartService } from "./cart-service";

export const cartRoutes: FastifyPluginAsync<{
  guards: RouteGuards;
  cart: CartService;
  limits: Pick<ShoppingLimits, "cartWritesPerMinute">;
}> = async (app, { guards, cart, limits }) => {
  const serve = guards.forShoppers(app);
  // One count for every change of the cart; reading it is not limited.
  const onRequest = shopperRateLimit(app, {
    name: "cart",
    perMinute: limits.cartWritesPerMinute,
    message: (after) => `Too many cart changes in a short time. Please wait ${after} and try again.`,
  });
  const changed = async (userId: number, message: string) => ({
    success: true as const,
    message,
    cart: await cart.list(userId),
  });

  await serve(endpoints.list, {
    handler: async (request) => ({ cart: await cart.list(shopperOf(request).userId, request.query.lang) }),
  });

  await serve(endpoints.add, {
    onRequest,
    handler: async (request) => {
      const { userId } = shopperOf(request);
      const { product_id, variant_id, quantity } = request.body;
      await cart.add(userId, product_id, variant_id ?? null, quantity);
      return changed(userId, cartMessages.added);
    },
  });

  await serve(endpoints.update, {
    onRequest,
    handler: async (request) => {
      const { userId } = shopperOf(request);
      const { quantity, variant_id } = request.body;
      const message = await cart.update(userId, request.params.productId, variant_id ?? undefined, quantity);
      return changed(userId, message);
    },
  });

  await serve(endpoints.remove, {
    onRequest,
    handler: async (request) => {
      const { userId } = shopperOf(request);
      await cart.remove(userId, request.params.productId, request.query.variant_id);
      return changed(userId, cartMessages.removed);
    },
  });

  await serve(endpoints.clear, {
    onRequest,
    handler: async (request) => {
      const { userId } = shopperOf(request);
      await cart.clear(userId);
      return changed(userId, cartMessages.cleared);
    },
  });
};
