// The money of orders on the desk over HTTP: record a payment or void one, record a refund or void one. Owners only
// (401 without a token, 403 for a shopper), never cached. A payment or refund recorded responds with the order, the
// record and the one-tap WhatsApp message to the customer about it; a void with the order and the record.
import { ownerPaymentEndpoints as endpoints } from "@mayil/core/api/payments-endpoints";
import type { FastifyPluginAsync } from "fastify";
import { type RouteGuards, shopperOf } from "../../http/route-guards";
import type { PaymentService } from "./payments-service";

export const paymentsRoutes: FastifyPluginAsync<{
  guards: RouteGuards;
  payments: PaymentService;
}> = async (app, { guards, payments }) => {
  const serve = guards.forOwner(app);
  const ownerOf = (request: Parameters<typeof shopperOf>[0]) => {
    const { userId, sessionId } = shopperOf(request);
    return { userId, sessionId };
  };

  await serve(endpoints.recordPayment, {
    handler: async (request) => {
      const recorded = await payments.recordPayment(ownerOf(request), request.params.id, request.body);
      return {
        order: recorded.order,
        customer_whatsapp_url: recorded.customerWhatsAppUrl,
        payment: recorded.payment,
      };
    },
  });

  await serve(endpoints.voidPayment, {
    handler: async (request) => {
      const { id, paymentId } = request.params;
      return payments.voidPayment(ownerOf(request), id, paymentId, request.body.reason);
    },
  });

  await serve(endpoints.recordRefund, {
    handler: async (request) => {
      const recorded = await payments.recordRefund(ownerOf(request), request.params.id, request.body);
      return { order: recorded.order, customer_whatsapp_url: recorded.customerWhatsAppUrl, refund: recorded.refund };
    },
  });

  await serve(endpoints.voidRefund, {
    handler: async (request) => {
      const { id, refundId } = request.params;
      return payments.voidRefund(ownerOf(request), id, refundId, request.body.reason);
    },
  });
};
