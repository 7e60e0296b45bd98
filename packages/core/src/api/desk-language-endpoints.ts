// The owner's own desk language (decision 084): hers alone, so a second owner's choice is her own. Owners only: 401
// without a token, 403 for a shopper. A file of its own, so the storefront's code (which holds the profile's
// endpoints) does not carry the desk's.
import { defineEndpoints } from "./endpoint";

export const ownerDeskLanguageEndpoints = defineEndpoints(
  "owner desk language",
  () => import("../account/desk-language-schemas"),
  {
    read: {
      method: "GET",
      path: "/owner/desk-language",
      access: "owner",
      summary: "The language the signed-in owner's desk is shown in (en until she picks one)",
      errors: [401, 403],
      schemas: (s) => ({ response: s.deskLanguageSchema }),
    },
    save: {
      method: "PUT",
      path: "/owner/desk-language",
      access: "owner",
      summary: "Show the signed-in owner's desk in English (en) or Malayalam (ml), on every device she signs in on",
      errors: [400, 401, 403],
      schemas: (s) => ({ body: s.deskLanguageSchema, response: s.deskLanguageSchema }),
    },
  },
);
