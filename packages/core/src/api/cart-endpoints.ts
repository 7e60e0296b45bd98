// The shopper's cart (docs/shop/rules.md#api): always the signed-in shopper's own lines. Served by the cart module.
import { defineEndpoints } from "./endpoint";

const load = () => import("../shopping/shopping-schemas");

export const cartEndpoints = defineEndpoints("cart", load, {
  list: {
    method: "GET",
    path: "/cart",
    access: "shopper",
    summary: "The shopper's cart, its pieces and colours named in lang (decision 084)",
    errors: [400, 401],
    schemas: (s) => ({ query: s.cartQuerySchema, response: s.cartResponseSchema }),
  },
  add: {
    method: "POST",
    path: "/cart",
    access: "shopper",
    summary: "Add a product (optionally a colour) to the cart; the line never exceeds the stock",
    errors: [400, 401, 404, 409, 429],
    codes: ["out_of_stock", "only_n_left", "limit_reached"],
    schemas: (s) => ({ body: s.addToCartBodySchema, response: s.cartChangeResponseSchema }),
  },
  update: {
    method: "PUT",
    path: "/cart/:productId",
    access: "shopper",
    summary: "Set a line's quantity (0 or less removes it)",
    errors: [400, 401, 404, 409, 429],
    codes: ["out_of_stock", "only_n_left"],
    schemas: (s) => ({
      params: s.productIdParamsSchema,
      body: s.updateCartBodySchema,
      response: s.cartChangeResponseSchema,
    }),
  },
  remove: {
    method: "DELETE",
    path: "/cart/:productId",
    access: "shopper",
    summary: "Remove a product from the cart (every colour of it unless variant_id names one)",
    errors: [400, 401, 404, 429],
    schemas: (s) => ({
      params: s.productIdParamsSchema,
      query: s.variantQuerySchema,
      response: s.cartChangeResponseSchema,
    }),
  },
  clear: {
    method: "DELETE",
    path: "/cart",
    access: "shopper",
    summary: "Empty the cart",
    errors: [401, 429],
    schemas: (s) => ({ response: s.cartChangeResponseSchema }),
  },
});
