// The shopper's online payment over HTTP (decision 082): POST /api/orders/:id/online-payment, her own orders only
// (401 without a token, 404 for another's), never cached. It gives her page what opens the gateway's checkout.
import { onlinePaymentEndpoints as endpoints } from "@mayil/core/api/payments-endpoints";
import type { FastifyPluginAsync } from "fastify";
import { type RouteGuards, shopperOf } from "../../http/route-guards";
import { confirmOnlinePayment, startOnlinePayment } from "./online-payment";
import type { PaymentContext } from "./payment-context";
import type { PaymentGateway } from "./payment-gateway";

export const onlinePaymentRoutes: FastifyPluginAsync<{
  guards: RouteGuards;
  context: Pick<PaymentContext, "db" | "orders" | "shop" | "events">;
  gateway: PaymentGateway | null;
}> = async (app, { guards, context, gateway }) => {
  const serve = guards.forShoppers(app);

  await serve(endpoints.startOnlinePayment, {
    handler: async (request) => {
      const started = await startOnlinePayment(context, gateway, shopperOf(request).userId, request.params.id);
      return {
        gateway: started.gateway,
        checkout_script: started.checkoutScript,
        key_id: started.keyId,
        gateway_order_id: started.gatewayOrderId,
        amount_paise: started.amountPaise,
        order_number: started.orderNumber,
        shop_name: context.shop.name,
      };
    },
  });

  await serve(endpoints.confirmOnlinePayment, {
    handler: async (request) => {
      const { gateway_order_id, gateway_payment_id, signature } = request.body;
      return confirmOnlinePayment(context, gateway, shopperOf(request).userId, request.params.id, {
        gatewayOrderId: gateway_order_id,
        gatewayPaymentId: gateway_payment_id,
        signature,
      });
    },
  });
};
