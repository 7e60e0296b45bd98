// The orders, served by the orders module: the shopper's own (docs/shop/rules.md#api: always the signed-in shopper's
// rows), and the owner's order desk (/api/owner/...: owners only, 401 without a token and 403 for a shopper).
import { defineEndpoints } from "./endpoint";

const shopperLoad = () => import("../shopping/shopping-schemas");

const deskLoad = () =>
  Promise.all([
    import("../orders/owner-schemas"),
    import("../orders/owner-order-change-schemas"),
    import("../fulfilment/shipment-schemas"),
  ]).then(([reads, changes, shipments]) => ({ ...reads, ...changes, ...shipments }));

export const orderEndpoints = defineEndpoints("orders", shopperLoad, {
  place: {
    method: "POST",
    path: "/orders",
    access: "shopper",
    status: 201,
    summary:
      "Place an order: priced by the server, stock taken, ordered items removed from the cart; cash on delivery when the shop's rules allow it, with its fee",
    errors: [400, 401, 404, 409, 429],
    codes: ["out_of_stock", "only_n_left", "cod_refused"],
    schemas: (s) => ({
      headers: s.idempotencyHeadersSchema,
      body: s.placeOrderBodySchema,
      response: s.placeOrderResponseSchema,
    }),
  },
  list: {
    method: "GET",
    path: "/orders",
    access: "shopper",
    summary: "The shopper's orders, newest first",
    errors: [401],
    schemas: (s) => ({ response: s.orderListResponseSchema }),
  },
  get: {
    method: "GET",
    path: "/orders/:id",
    access: "shopper",
    summary: "One of the shopper's orders",
    errors: [400, 401, 404],
    schemas: (s) => ({ params: s.rowIdParamsSchema, response: s.orderResponseSchema }),
  },
});

export const ownerOrderEndpoints = defineEndpoints("owner orders", deskLoad, {
  today: {
    method: "GET",
    path: "/owner/today",
    access: "owner",
    summary: "Today at a glance: orders waiting at each step, money owed, low stock",
    errors: [401, 403],
    schemas: (s) => ({ response: s.ownerTodayResponseSchema }),
  },
  list: {
    method: "GET",
    path: "/owner/orders",
    access: "owner",
    summary: "Orders, newest first: filter by status and payment, search by order number, name or phone",
    errors: [400, 401, 403],
    schemas: (s) => ({ query: s.ownerOrderListQuerySchema, response: s.ownerOrderListResponseSchema }),
  },
  csv: {
    method: "GET",
    path: "/owner/orders.csv",
    access: "owner",
    responseType: "csv",
    summary: "Orders as a spreadsheet (text/csv, one row per item, ₹ amounts and Indian dates)",
    errors: [400, 401, 403],
    schemas: (s) => ({ query: s.ordersCsvQuerySchema, response: s.ordersCsvResponseSchema }),
  },
  get: {
    method: "GET",
    path: "/owner/orders/:id",
    access: "owner",
    summary: "One order with its items, payments and timeline",
    errors: [400, 401, 403, 404],
    schemas: (s) => ({ params: s.orderIdParamsSchema, response: s.ownerOrderResponseSchema }),
  },
  create: {
    method: "POST",
    path: "/owner/orders",
    access: "owner",
    status: 201,
    summary:
      "Enter a sale that came by phone, chat, Instagram or in person: priced and stock taken like a shopper's; a walk-in can be paid and collected at once",
    errors: [400, 401, 403, 404, 409],
    codes: ["out_of_stock", "only_n_left"],
    schemas: (s) => ({ body: s.saleBodySchema, response: s.ownerOrderChangedResponseSchema }),
  },
  edit: {
    method: "PUT",
    path: "/owner/orders/:id",
    access: "owner",
    summary: "Change an agreed order's items, prices, fee or discount; stock follows the difference",
    errors: [400, 401, 403, 404, 409],
    codes: ["out_of_stock", "only_n_left"],
    schemas: (s) => ({
      params: s.orderIdParamsSchema,
      body: s.editOrderBodySchema,
      response: s.ownerOrderChangedResponseSchema,
    }),
  },
  move: {
    method: "POST",
    path: "/owner/orders/:id/status",
    access: "owner",
    summary:
      "Move an order along its life cycle, or one step back with a note saying why; cancelling or returning puts its stock back",
    errors: [400, 401, 403, 404, 409],
    codes: ["invalid_transition"],
    schemas: (s) => ({
      params: s.orderIdParamsSchema,
      body: s.orderStatusBodySchema,
      response: s.orderStatusResponseSchema,
    }),
  },
});
