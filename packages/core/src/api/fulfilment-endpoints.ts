// How an order leaves the shop and comes back, on the order desk (/api/owner/...), served by the fulfilment module:
// correcting a shipped order's courier or tracking number, recording units that came back, a parcel returned to origin,
// and the couriers the ship dialog offers. Owners only (401 without a token, 403 for a shopper). Tagged with the desk's orders, as the desk sees
// them: the names stay "owner orders.correctShipment", "owner orders.recordReturn" and "owner orders.couriers".
import { defineEndpoints } from "./endpoint";

const load = () =>
  Promise.all([
    import("../orders/owner-schemas"),
    import("../orders/owner-order-change-schemas"),
    import("../fulfilment/shipment-schemas"),
  ]).then(([reads, changes, shipments]) => ({ ...reads, ...changes, ...shipments }));

export const ownerFulfilmentEndpoints = defineEndpoints("owner orders", load, {
  correctShipment: {
    method: "PUT",
    path: "/owner/orders/:id/shipment",
    access: "owner",
    summary:
      "Correct a shipped order's courier or tracking number: the number before and after go on the timeline, and the customer gets the new link",
    errors: [400, 401, 403, 404, 409],
    schemas: (s) => ({
      params: s.orderIdParamsSchema,
      body: s.shipmentBodySchema,
      response: s.ownerOrderChangedResponseSchema,
    }),
  },
  recordReturn: {
    method: "POST",
    path: "/owner/orders/:id/returns",
    access: "owner",
    status: 201,
    summary:
      "Record units that came back (some of some lines) on a shipped or completed order: they go back on the shelf; once every unit is back the order is returned",
    errors: [400, 401, 403, 404, 409],
    schemas: (s) => ({
      params: s.orderIdParamsSchema,
      body: s.recordReturnBodySchema,
      response: s.ownerOrderChangedResponseSchema,
    }),
  },
  returnedToOrigin: {
    method: "POST",
    path: "/owner/orders/:id/returned-to-origin",
    access: "owner",
    summary:
      "A shipped parcel came back unopened (return to origin): every unit goes back on the shelf once, the order is returned and owes nothing, and the courier's charges are kept as a cost",
    errors: [400, 401, 403, 404, 409],
    schemas: (s) => ({
      params: s.orderIdParamsSchema,
      body: s.returnedToOriginBodySchema,
      response: s.ownerOrderChangedResponseSchema,
    }),
  },
  couriers: {
    method: "GET",
    path: "/owner/couriers",
    access: "owner",
    summary:
      "The couriers the shop sends with, each one's tracking link and what its number looks like, for the ship dialog",
    errors: [401, 403],
    schemas: (s) => ({ response: s.ownerCouriersResponseSchema }),
  },
});
