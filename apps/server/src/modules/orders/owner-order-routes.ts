// The owner's order desk over HTTP, the changes: read one order, enter a sale, edit an agreed order, move it along its
// life cycle, record a payment. Owners only (401 without a token, 403 for a shopper), never cached.
import { ownerOrderEndpoints as endpoints } from "@mayil/core/api/owner-endpoints";
import type { FastifyPluginAsync } from "fastify";
import { type OwnerCheck, ownerEndpointServer, shopperOf } from "../auth/authenticate";
import type { SessionService } from "../auth/session-service";
import { createManualOrder } from "./manual-order";
import type { OrderDesk } from "./order-desk";
import { editOrder } from "./order-edit";
import { moveOrder } from "./order-moves";
import { recordPayment } from "./order-payment-records";
import { ownerOrder } from "./owner-order-view";

export const ownerOrderRoutes: FastifyPluginAsync<{
  sessions: SessionService;
  owners: OwnerCheck;
  desk: OrderDesk;
}> = async (app, { sessions, owners, desk }) => {
  const serve = ownerEndpointServer(app, sessions, owners);
  const ownerOf = (request: Parameters<typeof shopperOf>[0]) => ({ userId: shopperOf(request).userId });

  await serve(endpoints.get, {
    handler: async (request) => ({ order: await ownerOrder(desk.db, request.params.id, desk.shop) }),
  });

  await serve(endpoints.create, {
    handler: async (request) => ({ order: await createManualOrder(desk, ownerOf(request), request.body) }),
  });

  await serve(endpoints.edit, {
    handler: async (request) => ({
      order: await editOrder(desk, ownerOf(request), request.params.id, request.body),
    }),
  });

  await serve(endpoints.move, {
    handler: async (request) => {
      const { status, note } = request.body;
      const moved = await moveOrder(desk, ownerOf(request), request.params.id, status, note);
      return { order: moved.order, customer_whatsapp_url: moved.customerWhatsAppUrl };
    },
  });

  await serve(endpoints.recordPayment, {
    handler: async (request) => recordPayment(desk, ownerOf(request), request.params.id, request.body),
  });
};
