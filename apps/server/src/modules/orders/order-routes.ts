// Orders over HTTP: place one (spec section 7's payload), list the shopper's, read one.
import { apiErrorSchema as error } from "@mayil/core/catalogue-schemas";
import {
  orderListResponseSchema,
  orderResponseSchema,
  placeOrderBodySchema,
  placeOrderResponseSchema,
  rowIdParamsSchema,
} from "@mayil/core/shopping-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ShoppingLimits } from "../../config";
import { shopperOf, shopperOnly } from "../auth/authenticate";
import type { SessionService } from "../auth/session-service";
import { shopperRateLimit } from "../auth/shopper-rate-limit";
import type { OrderService } from "./order-service";

const idempotencyHeaderSchema = z.object({
  "idempotency-key": z
    .string()
    .regex(/^[\w\-:.]{1,200}$/, { error: "Idempotency-Key must be 1 to 200 letters, digits, dashes or underscores" })
    .optional()
    .describe("The same key from the same shopper returns the first order instead of making another"),
});

export const orderRoutes: FastifyPluginAsyncZod<{
  sessions: SessionService;
  orders: OrderService;
  limits: Pick<ShoppingLimits, "ordersPerMinute">;
}> = async (app, { sessions, orders, limits }) => {
  shopperOnly(app, sessions);
  const orderRateLimit = shopperRateLimit(app, {
    name: "orders",
    perMinute: limits.ordersPerMinute,
    message: (after) => `Too many orders in a short time. Please wait ${after} and try again.`,
  });
  const tags = ["orders"];
  const security = [{ bearer: [] }];

  app.post(
    "/orders",
    {
      onRequest: orderRateLimit,
      schema: {
        tags,
        security,
        summary: "Place an order: priced by the server, stock taken, ordered items removed from the cart",
        headers: idempotencyHeaderSchema,
        body: placeOrderBodySchema,
        response: { 201: placeOrderResponseSchema, 400: error, 401: error, 404: error, 409: error, 429: error },
      },
    },
    async (request, reply) => {
      const placed = await orders.place(shopperOf(request).userId, request.body, request.headers["idempotency-key"]);
      if (placed.replayed) reply.header("idempotent-replayed", "true");
      return reply.status(201).send({
        success: true as const,
        message: placed.pricesChanged
          ? "Order placed. Some prices had changed since you added the items; your order uses today's prices."
          : "Order placed",
        order: placed.order,
        whatsapp_url: placed.order.whatsapp_url,
        prices_changed: placed.pricesChanged,
      });
    },
  );

  app.get(
    "/orders",
    {
      schema: {
        tags,
        security,
        summary: "The shopper's orders, newest first",
        response: { 200: orderListResponseSchema, 401: error },
      },
    },
    async (request) => ({ orders: await orders.list(shopperOf(request).userId) }),
  );

  app.get(
    "/orders/:id",
    {
      schema: {
        tags,
        security,
        summary: "One of the shopper's orders",
        params: rowIdParamsSchema,
        response: { 200: orderResponseSchema, 400: error, 401: error, 404: error },
      },
    },
    async (request) => ({ order: await orders.get(shopperOf(request).userId, request.params.id) }),
  );
};
