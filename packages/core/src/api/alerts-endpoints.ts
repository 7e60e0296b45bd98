// The open desk's live alerts (/api/owner/alerts/...): owners only, 401 without a token and 403 for a shopper.
import { defineEndpoints } from "./endpoint";

export const deskAlertEndpoints = defineEndpoints("owner alerts", () => import("../alerts/desk-alert-schemas"), {
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

// Alerts on the owner's closed desk (/api/owner/push/...): the shop's Web Push key, and the devices she turned alerts
// on for (decision 056). Owners only: 401 without a token, 403 for a shopper.
const load = () => import("../alerts/web-push-schemas");

export const ownerPushEndpoints = defineEndpoints("owner push alerts", load, {
  key: {
    method: "GET",
    path: "/owner/push/key",
    access: "owner",
    summary: "The shop's VAPID public key to subscribe a device with, or why push alerts are off",
    errors: [401, 403],
    schemas: (s) => ({ response: s.pushKeyResponseSchema }),
  },
  devices: {
    method: "GET",
    path: "/owner/push/devices",
    access: "owner",
    summary: "The owner's devices with alerts on: when added, when last alerted, the last refusal",
    errors: [401, 403],
    schemas: (s) => ({ response: s.pushDevicesResponseSchema }),
  },
  subscribe: {
    method: "POST",
    path: "/owner/push/devices",
    access: "owner",
    status: 201,
    summary:
      "Turn alerts on for this device (its push subscription and a name); the same endpoint again replaces it; 409 when push is off",
    errors: [400, 401, 403, 409],
    codes: ["limit_reached"],
    schemas: (s) => ({ body: s.pushSubscribeBodySchema, response: s.pushDeviceSchema }),
  },
  remove: {
    method: "DELETE",
    path: "/owner/push/devices/:id",
    access: "owner",
    summary: "Stop alerts on one of the owner's devices; returns the devices left",
    errors: [401, 403, 404],
    schemas: (s) => ({ params: s.pushDeviceParamsSchema, response: s.pushDevicesResponseSchema }),
  },
});
