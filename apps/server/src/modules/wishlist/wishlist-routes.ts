// The wishlist over HTTP (spec section 7). {id} in the paths is the product's id, as the storefront knows it.
import { apiErrorSchema as error } from "@mayil/core/catalogue-schemas";
import {
  addToWishlistBodySchema,
  rowIdParamsSchema as idParamsSchema,
  wishlistChangeResponseSchema,
  wishlistCheckResponseSchema,
  wishlistResponseSchema,
} from "@mayil/core/shopping-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ShoppingLimits } from "../../config";
import { shopperOf, shopperOnly } from "../auth/authenticate";
import type { SessionService } from "../auth/session-service";
import { shopperRateLimit } from "../auth/shopper-rate-limit";
import { type WishlistService, wishlistMessages } from "./wishlist-service";

export const wishlistRoutes: FastifyPluginAsyncZod<{
  sessions: SessionService;
  wishlist: WishlistService;
  limits: Pick<ShoppingLimits, "wishlistWritesPerMinute">;
}> = async (app, { sessions, wishlist, limits }) => {
  shopperOnly(app, sessions);
  // One count for adding and removing; reading and checking are not limited.
  const onRequest = shopperRateLimit(app, {
    name: "wishlist",
    perMinute: limits.wishlistWritesPerMinute,
    message: (after) => `Too many wishlist changes in a short time. Please wait ${after} and try again.`,
  });
  const tags = ["wishlist"];
  const security = [{ bearer: [] }];

  app.get(
    "/wishlist",
    {
      schema: {
        tags,
        security,
        summary: "The shopper's wishlist, newest first",
        response: { 200: wishlistResponseSchema, 401: error },
      },
    },
    async (request) => ({ wishlist: await wishlist.list(shopperOf(request).userId) }),
  );

  app.post(
    "/wishlist",
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Add a product to the wishlist (adding it again changes nothing)",
        body: addToWishlistBodySchema,
        response: { 200: wishlistChangeResponseSchema, 400: error, 401: error, 404: error, 409: error, 429: error },
      },
    },
    async (request) => {
      await wishlist.add(shopperOf(request).userId, request.body.product_id);
      return { success: true as const, message: wishlistMessages.added };
    },
  );

  app.delete(
    "/wishlist/:id",
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Remove a product (by product id) from the wishlist",
        params: idParamsSchema,
        response: { 200: wishlistChangeResponseSchema, 400: error, 401: error, 404: error, 429: error },
      },
    },
    async (request) => {
      await wishlist.remove(shopperOf(request).userId, request.params.id);
      return { success: true as const, message: wishlistMessages.removed };
    },
  );

  app.get(
    "/wishlist/check/:id",
    {
      schema: {
        tags,
        security,
        summary: "Whether a product (by product id) is in the wishlist",
        params: idParamsSchema,
        response: { 200: wishlistCheckResponseSchema, 400: error, 401: error },
      },
    },
    async (request) => ({ in_wishlist: await wishlist.contains(shopperOf(request).userId, request.params.id) }),
  );
};
