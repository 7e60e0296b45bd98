// Cash on delivery (decision 083): the rules the checkout needs, public, and the owner's form that sets them.
import { defineEndpoints } from "./endpoint";

export const codRulesEndpoints = defineEndpoints(
  "cash on delivery",
  () => import("../orders/cash-on-delivery-schemas"),
  {
    rules: {
      method: "GET",
      path: "/shop/cash-on-delivery",
      access: "public",
      summary:
        "The shop's rules for cash on delivery (off, limits, fee, PIN codes and states it is not offered to), for the checkout to show before she submits",
      schemas: (s) => ({ response: s.codRulesResponseSchema }),
    },
  },
);

export const ownerCodRulesEndpoints = defineEndpoints(
  "owner cash on delivery",
  () => import("../orders/cash-on-delivery-schemas"),
  {
    get: {
      method: "GET",
      path: "/owner/cash-on-delivery",
      access: "owner",
      summary: "The rules for cash on delivery as the owner set them (off until she sets them)",
      errors: [401, 403],
      schemas: (s) => ({ response: s.ownerCodRulesResponseSchema }),
    },
    set: {
      method: "PUT",
      path: "/owner/cash-on-delivery",
      access: "owner",
      summary:
        "Set the rules for cash on delivery: on or off, order values, the fee (flat or a percentage), PIN codes and states it is not offered to, limits per phone number",
      errors: [400, 401, 403],
      schemas: (s) => ({ body: s.codRulesBodySchema, response: s.codRulesChangedResponseSchema }),
    },
  },
);
