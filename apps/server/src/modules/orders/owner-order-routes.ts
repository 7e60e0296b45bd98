// The owner's orders over HTTP, the changes: read one order, enter a sale, edit an agreed order, move it along its
// life cycle (or one step back) (a parcel's correction, the couriers and units that came back are
// fulfilment's, payments and refunds are payments'). Owners only (401 without a token, 403 for a
// shopper), never cached. Each change responds with the order and the one-tap WhatsApp message to the customer about it.
import { ownerOrderEndpoints as endpoints } from "@mayil/core/api/orders-endpoints";
import type { FastifyPluginAsync } from "fastify";
import { type RouteGuards, shopperOf } from "../../http/route-guards";
import type { ChangedOrder } from "./owner-order-context";
import type { OwnerOrderService } from "./owner-order-service";

export const ownerOrderRoutes: FastifyPluginAsync<{
  guards: RouteGuards;
  ownerOrders: OwnerOrderService;
}> = async (app, { guards, ownerOrders }) => {
  const serve = guards.forOwner(app);
  const ownerOf = (request: Parameters<typeof shopperOf>[0]) => {
    const { userId, sessionId } = shopperOf(request);
    return { userId, sessionId };
  };
  const response = (changed: ChangedOrder) => ({
    order: changed.order,
    customer_whatsapp_url: changed.customerWhatsAppUrl,
  });

  await serve(endpoints.get, {
    handler: async (request) => ({ order: await ownerOrders.order(request.params.id) }),
  });

  await serve(endpoints.create, {
    handler: async (request) => response(await ownerOrders.enterSale(ownerOf(request), request.body)),
  });

  await serve(endpoints.edit, {
    handler: async (request) =>
      response(await ownerOrders.editOrder(ownerOf(request), request.params.id, request.body)),
  });

  await serve(endpoints.move, {
    handler: async (request) =>
      response(await ownerOrders.moveOrder(ownerOf(request), request.params.id, request.body)),
  });
};
