// The shop's own public details: its name, contacts, delivery fee and pickup points.
import { defineEndpoints } from "./endpoint";

export const shopEndpoints = defineEndpoints("shop", () => import("../shop/shop-schemas"), {
  shop: {
    method: "GET",
    path: "/shop",
    access: "public",
    summary: "The shop's public details",
    schemas: (s) => ({ response: s.shopInfoResponseSchema }),
  },
});
