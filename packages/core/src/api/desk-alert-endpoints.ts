// The open desk's live alerts (/api/owner/alerts/...): owners only, 401 without a token and 403 for a shopper.
import { defineEndpoints } from "./endpoint";

export const deskAlertEndpoints = defineEndpoints("owner alerts", () => import("../shop/desk-alert-schemas"), {
  stream: {
    method: "GET",
    path: "/owner/alerts/stream",
    access: "owner",
    responseType: "event-stream",
    summary:
      "Server-sent events while the desk is open: a new order, a payment another device recorded, an order about to expire, a piece running out",
    errors: [401, 403],
    schemas: (s) => ({ response: s.deskAlertStreamResponseSchema }),
  },
});
