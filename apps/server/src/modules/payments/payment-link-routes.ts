// A payment link from the desk over HTTP (decision 082): POST /api/owner/orders/:id/payment-links, owners only (401
// without a token, 403 for a shopper), never cached. Registered with or without the gateway's keys: without them it
// replies 409, saying the shop takes payment by UPI.
import { ownerPaymentEndpoints as endpoints } from "@mayil/core/api/payments-endpoints";
import type { FastifyPluginAsync } from "fastify";
import { type RouteGuards, shopperOf } from "../../http/route-guards";
import type { PaymentContext } from "./payment-context";
import type { PaymentGateway } from "./payment-gateway";
import { sendPaymentLink } from "./payment-links";

export const paymentLinkRoutes: FastifyPluginAsync<{
  guards: RouteGuards;
  context: Pick<PaymentContext, "db" | "orders" | "shop">;
  gateway: PaymentGateway | null;
}> = async (app, { guards, context, gateway }) => {
  const serve = guards.forOwner(app);

  await serve(endpoints.sendPaymentLink, {
    handler: async (request) => {
      const { userId, sessionId } = shopperOf(request);
      const sent = await sendPaymentLink(context, gateway, { userId, sessionId }, request.params.id, request.body);
      return { order: sent.order, link: sent.link, customer_whatsapp_url: sent.customerWhatsAppUrl };
    },
  });
};
