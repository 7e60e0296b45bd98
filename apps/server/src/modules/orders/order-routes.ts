// Orders over HTTP: place one (the payload in docs/shop/rules.md#names-and-fields), list the shopper's, read one.
import { orderEndpoints as endpoints } from "@mayil/core/api/orders-endpoints";
import type { FastifyPluginAsync } from "fastify";
import type { ShoppingLimits } from "../../config";
import { type RouteGuards, shopperOf } from "../../http/route-guards";
import { shopperRateLimit } from "../../http/shopper-rate-limit";
import type { OrderService } from "./order-service";

export const orderRoutes: FastifyPluginAsync<{
  guards: RouteGuards;
  orders: OrderService;
  limits: Pick<ShoppingLimits, "ordersPerMinute">;
}> = async (app, { guards, orders, limits }) => {
  const serve = guards.forShoppers(app);
  const orderRateLimit = shopperRateLimit(app, {
    name: "orders",
    perMinute: limits.ordersPerMinute,
    message: (after) => `Too many orders in a short time. Please wait ${after} and try again.`,
  });

  await serve(endpoints.place, {
    onRequest: orderRateLimit,
    handler: async (request, reply) => {
      const { userId, sessionId } = shopperOf(request);
      const placed = await orders.place(userId, request.body, request.headers["idempotency-key"], sessionId);
      if (placed.replayed) reply.header("idempotent-replayed", "true");
      return {
        success: true as const,
        message: placed.pricesChanged
          ? "Order placed. Some prices had changed since you added the items; your order uses today's prices."
          : "Order placed",
        order: placed.order,
        whatsapp_url: placed.order.whatsapp_url,
        prices_changed: placed.pricesChanged,
      };
    },
  });

  await serve(endpoints.list, {
    handler: async (request) => ({ orders: await orders.list(shopperOf(request).userId) }),
  });

  await serve(endpoints.get, {
    handler: async (request) => ({ order: await orders.get(shopperOf(request).userId, request.params.id) }),
  });
};
