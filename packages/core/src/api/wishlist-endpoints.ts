// The shopper's wishlist (docs/shop/rules.md#api): always the signed-in shopper's own rows. Served by the wishlist
// module.
import { defineEndpoints } from "./endpoint";

const load = () => import("../shopping/shopping-schemas");

export const wishlistEndpoints = defineEndpoints("wishlist", load, {
  list: {
    method: "GET",
    path: "/wishlist",
    access: "shopper",
    summary: "The shopper's wishlist, newest first, its pieces named in lang (decision 084)",
    errors: [400, 401],
    schemas: (s) => ({ query: s.wishlistQuerySchema, response: s.wishlistResponseSchema }),
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
