// The desk's customers (/api/owner/customers...): owners only, 401 without a token and 403 for a shopper.
import { defineEndpoints } from "./endpoint";

export const ownerCustomerEndpoints = defineEndpoints("owner customers", () => import("../orders/customer-schemas"), {
  list: {
    method: "GET",
    path: "/owner/customers",
    access: "owner",
    summary:
      "Customers (one per phone number on the orders): orders, spent, owed and last order; search by name or phone, sorted by last order or spent",
    errors: [400, 401, 403],
    schemas: (s) => ({ query: s.customerListQuerySchema, response: s.customerListResponseSchema }),
  },
  get: {
    method: "GET",
    path: "/owner/customers/:id",
    access: "owner",
    summary: "One customer (by any of her orders' ids) with her orders and totals",
    errors: [400, 401, 403, 404],
    schemas: (s) => ({ params: s.customerIdParamsSchema, response: s.customerResponseSchema }),
  },
});
