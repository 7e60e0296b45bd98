// The money received for an order and given back, on the order desk (/api/owner/...), served by the payments
// module: recording a payment or a refund, voiding one recorded by mistake, and sending a payment link through the
// gateway (decision 082). Owners only (401 without a token, 403 for a shopper). Tagged with the desk's orders, as the
// order's page sees them: the names stay "owner orders.recordPayment", "owner orders.voidPayment", "owner
// orders.recordRefund" and "owner orders.voidRefund".
import { defineEndpoints } from "./endpoint";

const load = () =>
  Promise.all([import("../orders/owner-schemas"), import("../orders/owner-order-change-schemas")]).then(
    ([reads, changes]) => ({ ...reads, ...changes }),
  );

export const ownerPaymentEndpoints = defineEndpoints("owner orders", load, {
  recordPayment: {
    method: "POST",
    path: "/owner/orders/:id/payments",
    access: "owner",
    status: 201,
    summary: "Record a UPI, cash or bank transfer payment (never more than is still owed)",
    errors: [400, 401, 403, 404, 409],
    codes: ["utr_taken"],
    schemas: (s) => ({
      params: s.orderIdParamsSchema,
      body: s.recordPaymentBodySchema,
      response: s.recordPaymentResponseSchema,
    }),
  },
  voidPayment: {
    method: "POST",
    path: "/owner/orders/:id/payments/:paymentId/void",
    access: "owner",
    summary:
      "Void a payment recorded by mistake, with the reason: it stays listed and on the timeline, and counts for nothing",
    errors: [400, 401, 403, 404, 409],
    schemas: (s) => ({
      params: s.voidPaymentParamsSchema,
      body: s.voidPaymentBodySchema,
      response: s.voidPaymentResponseSchema,
    }),
  },
  recordRefund: {
    method: "POST",
    path: "/owner/orders/:id/refunds",
    access: "owner",
    status: 201,
    summary: "Record money given back by UPI, cash or bank transfer (never more than was paid less what was refunded)",
    errors: [400, 401, 403, 404, 409],
    schemas: (s) => ({
      params: s.orderIdParamsSchema,
      body: s.recordRefundBodySchema,
      response: s.recordRefundResponseSchema,
    }),
  },
  sendPaymentLink: {
    method: "POST",
    path: "/owner/orders/:id/payment-links",
    access: "owner",
    status: 201,
    summary:
      "A payment link at the gateway for an agreed amount (what is owed unless said, never more), with the message to send it; the same unpaid link of that amount from the last day again rather than another. 409 when nothing is owed, the order is closed or the shop has no gateway; 503 when the gateway does not reply",
    errors: [400, 401, 403, 404, 409, 503],
    schemas: (s) => ({
      params: s.orderIdParamsSchema,
      body: s.sendPaymentLinkBodySchema,
      response: s.sendPaymentLinkResponseSchema,
    }),
  },
  voidRefund: {
    method: "POST",
    path: "/owner/orders/:id/refunds/:refundId/void",
    access: "owner",
    summary:
      "Void a refund recorded by mistake, with the reason: it stays listed and on the timeline, and counts for nothing",
    errors: [400, 401, 403, 404, 409],
    schemas: (s) => ({
      params: s.voidRefundParamsSchema,
      body: s.voidRefundBodySchema,
      response: s.voidRefundResponseSchema,
    }),
  },
});

/**
 * The shopper pays her order online (decision 082): the gateway's order for what it owes, to open its checkout. A 409
 * when nothing is owed or the shop takes no online payment; a 503 when the gateway does not reply (nothing changed:
 * try again).
 */
export const onlinePaymentEndpoints = defineEndpoints("orders", () => import("../orders/online-payment-schemas"), {
  startOnlinePayment: {
    method: "POST",
    path: "/orders/:id/online-payment",
    access: "shopper",
    status: 201,
    summary: "Start paying the order online: the gateway's order for exactly what is still owed",
    errors: [400, 401, 404, 409, 503],
    schemas: (s) => ({ params: s.rowIdParamsSchema, response: s.startOnlinePaymentResponseSchema }),
  },
  confirmOnlinePayment: {
    method: "POST",
    path: "/orders/:id/online-payment/confirm",
    access: "shopper",
    summary:
      "After the checkout: its signature is checked against the gateway order the shop made, then the gateway is asked; never marked paid on the page's word",
    errors: [400, 401, 404],
    schemas: (s) => ({
      params: s.rowIdParamsSchema,
      body: s.confirmOnlinePaymentBodySchema,
      response: s.confirmOnlinePaymentResponseSchema,
    }),
  },
});
