// The cart over HTTP (spec section 7): always the signed-in shopper's own lines.
import { apiErrorSchema as error } from "@mayil/core/catalogue-schemas";
import {
  addToCartBodySchema,
  cartChangeResponseSchema,
  cartResponseSchema,
  productIdParamsSchema,
  updateCartBodySchema,
  variantQuerySchema,
} from "@mayil/core/shopping-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ShoppingLimits } from "../../config";
import { shopperOf, shopperOnly } from "../auth/authenticate";
import type { SessionService } from "../auth/session-service";
import { shopperRateLimit } from "../auth/shopper-rate-limit";
import { type CartService, cartMessages } from "./cart-service";

export const cartRoutes: FastifyPluginAsyncZod<{
  sessions: SessionService;
  cart: CartService;
  limits: Pick<ShoppingLimits, "cartWritesPerMinute">;
}> = async (app, { sessions, cart, limits }) => {
  shopperOnly(app, sessions);
  // One count for every change of the cart; reading it is not limited.
  const onRequest = shopperRateLimit(app, {
    name: "cart",
    perMinute: limits.cartWritesPerMinute,
    message: (after) => `Too many cart changes in a short time. Please wait ${after} and try again.`,
  });
  const tags = ["cart"];
  const security = [{ bearer: [] }];
  const changed = async (userId: number, message: string) => ({
    success: true as const,
    message,
    cart: await cart.list(userId),
  });

  app.get(
    "/cart",
    { schema: { tags, security, summary: "The shopper's cart", response: { 200: cartResponseSchema, 401: error } } },
    async (request) => ({ cart: await cart.list(shopperOf(request).userId) }),
  );

  app.post(
    "/cart",
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Add a product (optionally a colour) to the cart; the line never exceeds the stock",
        body: addToCartBodySchema,
        response: { 200: cartChangeResponseSchema, 400: error, 401: error, 404: error, 409: error, 429: error },
      },
    },
    async (request) => {
      const { userId } = shopperOf(request);
      const { product_id, variant_id, quantity } = request.body;
      await cart.add(userId, product_id, variant_id ?? null, quantity);
      return changed(userId, cartMessages.added);
    },
  );

  app.put(
    "/cart/:productId",
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Set a line's quantity (0 or less removes it)",
        params: productIdParamsSchema,
        body: updateCartBodySchema,
        response: { 200: cartChangeResponseSchema, 400: error, 401: error, 404: error, 409: error, 429: error },
      },
    },
    async (request) => {
      const { userId } = shopperOf(request);
      const { quantity, variant_id } = request.body;
      const message = await cart.update(userId, request.params.productId, variant_id ?? undefined, quantity);
      return changed(userId, message);
    },
  );

  app.delete(
    "/cart/:productId",
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Remove a product from the cart (every colour of it unless variant_id names one)",
        params: productIdParamsSchema,
        querystring: variantQuerySchema,
        response: { 200: cartChangeResponseSchema, 400: error, 401: error, 404: error, 429: error },
      },
    },
    async (request) => {
      const { userId } = shopperOf(request);
      await cart.remove(userId, request.params.productId, request.query.variant_id);
      return changed(userId, cartMessages.removed);
    },
  );

  app.delete(
    "/cart",
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Empty the cart",
        response: { 200: cartChangeResponseSchema, 401: error, 429: error },
      },
    },
    async (request) => {
      const { userId } = shopperOf(request);
      await cart.clear(userId);
      return changed(userId, cartMessages.cleared);
    },
  );
};
