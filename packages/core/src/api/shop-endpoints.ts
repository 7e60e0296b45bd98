// The shop's own public details and the health check load balancers ask.
import { defineEndpoints } from "./endpoint";

export const shopEndpoints = defineEndpoints("shop", () => import("../shop-schemas"), {
  shop: {
    method: "GET",
    path: "/shop",
    access: "public",
    summary: "The shop's public details",
    schemas: (s) => ({ response: s.shopInfoResponseSchema }),
  },
});

export const operationsEndpoints = defineEndpoints("operations", () => import("../catalogue-schemas"), {
  health: {
    method: "GET",
    path: "/health",
    access: "public",
    summary: "Reports whether the database is reachable",
    errors: [503],
    schemas: (s) => ({ response: s.healthResponseSchema, errorResponses: { 503: s.healthResponseSchema } }),
  },
});
