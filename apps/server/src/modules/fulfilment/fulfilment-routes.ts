// How an order leaves the shop and comes back, on the desk over HTTP: correct a shipped order's courier or tracking
// number, record units that came back or a parcel returned to origin, and the couriers the ship dialog offers. Owners only (401 without a token, 403
// for a shopper), never cached. A correction or a return responds with the order and the one-tap WhatsApp message to
// the customer about it.
import { ownerFulfilmentEndpoints as endpoints } from "@mayil/core/api/fulfilment-endpoints";
import type { FastifyPluginAsync } from "fastify";
import { type RouteGuards, shopperOf } from "../../http/route-guards";
import type { FulfilmentService } from "./fulfilment-service";

export const fulfilmentRoutes: FastifyPluginAsync<{
  guards: RouteGuards;
  fulfilment: FulfilmentService;
}> = async (app, { guards, fulfilment }) => {
  const serve = guards.forOwner(app);

  await serve(endpoints.correctShipment, {
    handler: async (request) => {
      const { userId, sessionId } = shopperOf(request);
      const changed = await fulfilment.correctShipment({ userId, sessionId }, request.params.id, request.body);
      return { order: changed.order, customer_whatsapp_url: changed.customerWhatsAppUrl };
    },
  });

  await serve(endpoints.recordReturn, {
    handler: async (request) => {
      const { userId, sessionId } = shopperOf(request);
      const changed = await fulfilment.recordReturn({ userId, sessionId }, request.params.id, request.body);
      return { order: changed.order, customer_whatsapp_url: changed.customerWhatsAppUrl };
    },
  });

  await serve(endpoints.returnedToOrigin, {
    handler: async (request) => {
      const { userId, sessionId } = shopperOf(request);
      const changed = await fulfilment.returnedToOrigin({ userId, sessionId }, request.params.id, request.body);
      return { order: changed.order, customer_whatsapp_url: changed.customerWhatsAppUrl };
    },
  });

  await serve(endpoints.couriers, {
    handler: async () => ({ couriers: fulfilment.couriers() }),
  });
};
