// The shopper's profile and saved delivery addresses (docs/shop/rules.md#api): always the signed-in shopper's own.
import { defineEndpoints } from "./endpoint";

const load = () => import("../account/account-schemas");

export const profileEndpoints = defineEndpoints("profile", load, {
  update: {
    method: "PUT",
    path: "/users/profile",
    access: "shopper",
    summary: "Save the shopper's name, email and phone (an Indian mobile, stored as E.164)",
    errors: [400, 401],
    schemas: (s) => ({ body: s.profileBodySchema, response: s.profileResponseSchema }),
  },
});

export const addressEndpoints = defineEndpoints("addresses", load, {
  list: {
    method: "GET",
    path: "/users/addresses",
    access: "shopper",
    summary: "The shopper's saved addresses, the default first",
    errors: [401],
    schemas: (s) => ({ response: s.addressListResponseSchema }),
  },
  add: {
    method: "POST",
    path: "/users/addresses",
    access: "shopper",
    status: 201,
    summary: "Add an address; the first one becomes the default",
    errors: [400, 401, 409],
    codes: ["limit_reached"],
    schemas: (s) => ({ body: s.addressBodySchema, response: s.addressResponseSchema }),
  },
  update: {
    method: "PUT",
    path: "/users/addresses/:id",
    access: "shopper",
    summary: "Change an address (is_default: true also makes it the default)",
    errors: [400, 401, 404],
    schemas: (s) => ({ params: s.addressIdParamsSchema, body: s.addressBodySchema, response: s.addressResponseSchema }),
  },
  remove: {
    method: "DELETE",
    path: "/users/addresses/:id",
    access: "shopper",
    summary: "Delete an address; if it was the default, the oldest remaining one becomes the default",
    errors: [400, 401, 404],
    schemas: (s) => ({ params: s.addressIdParamsSchema, response: s.successResponseSchema }),
  },
  makeDefault: {
    method: "PUT",
    path: "/users/addresses/:id/default",
    access: "shopper",
    summary: "Make an address the default",
    errors: [400, 401, 404],
    schemas: (s) => ({ params: s.addressIdParamsSchema, response: s.addressResponseSchema }),
  },
});

export const accountDataEndpoints = defineEndpoints("account data", () => import("../account/account-data-schemas"), {
  myData: {
    method: "GET",
    path: "/users/me/data",
    access: "shopper",
    summary: "Everything the shop holds about the shopper (profile, addresses, wishlist, cart, orders), as a file",
    errors: [401],
    schemas: (s) => ({ response: s.myDataResponseSchema }),
  },
  deleteAccount: {
    method: "DELETE",
    path: "/users/me",
    access: "shopper",
    summary:
      "Delete the shopper's account: profile, addresses, wishlist, cart and sessions go; orders stay, anonymised, as tax records",
    errors: [401, 409],
    schemas: (s) => ({ response: s.deleteAccountResponseSchema }),
  },
});
