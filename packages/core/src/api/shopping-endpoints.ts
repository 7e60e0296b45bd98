// The shopper's cart, wishlist and orders (docs/shop/rules.md#api): always the signed-in shopper's own rows.
import { defineEndpoints } from "./endpoint";

const load = () => import("../shopping/shopping-schemas");

export const cartEndpoints = defineEndpoints("cart", load, {
  list: {
    method: "GET",
    path: "/cart",
    access: "shopper",
    summary: "The shopper's cart",
    errors: [401],
    schemas: (s) => ({ response: s.cartResponseSchema }),
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

export const wishlistEndpoints = defineEndpoints("wishlist", load, {
  list: {
    method: "GET",
    path: "/wishlist",
    access: "shopper",
    summary: "The shopper's wishlist, newest first",
    errors: [401],
    schemas: (s) => ({ response: s.wishlistResponseSchema }),
  },
  add: {
    method: "POST",
    path: "/wishlist",
    access: "shopper",
    summary: "Add a product to the wishlist (adding it again changes nothing)",
    errors: [400, 401, 404, 409, 429],
    codes: ["limit_reached"],
    schemas: (s) => ({ body: s.addToWishlistBodySchema, response: s.wishlistChangeResponseSchema }),
  },
  remove: {
    method: "DELETE",
    path: "/wishlist/:id",
    access: "shopper",
    summary: "Remove a product (by product id) from the wishlist",
    errors: [400, 401, 404, 429],
    schemas: (s) => ({ params: s.rowIdParamsSchema, response: s.wishlistChangeResponseSchema }),
  },
  check: {
    method: "GET",
    path: "/wishlist/check/:id",
    access: "shopper",
    summary: "Whether a product (by product id) is in the wishlist",
    errors: [400, 401],
    schemas: (s) => ({ params: s.rowIdParamsSchema, response: s.wishlistCheckResponseSchema }),
  },
});

export const orderEndpoints = defineEndpoints("orders", load, {
  place: {
    method: "POST",
    path: "/orders",
    access: "shopper",
    status: 201,
    summary: "Place an order: priced by the server, stock taken, ordered items removed from the cart",
    errors: [400, 401, 404, 409, 429],
    codes: ["out_of_stock", "only_n_left"],
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
