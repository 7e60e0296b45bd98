// India's PIN code directory, for the address forms: city and state filled in from the PIN, typos caught.
import { defineEndpoints } from "./endpoint";

export const pincodeEndpoints = defineEndpoints("pincodes", () => import("../india/pincode-schemas"), {
  lookup: {
    method: "GET",
    path: "/pincodes/:pincode",
    access: "public",
    summary: "The district (city), state and post offices of a 6-digit PIN code",
    errors: [404],
    schemas: (s) => ({ params: s.pincodeParamsSchema, response: s.pincodeResponseSchema }),
  },
});
