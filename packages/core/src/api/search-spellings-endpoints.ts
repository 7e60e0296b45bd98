// The shop's search spellings (/api/owner/search-spellings): see, add, change and remove groups. Owners only: 401
// without a token, 403 for a shopper. Every change shows in search at once (decision 030).
import { defineEndpoints } from "./endpoint";

const load = () => import("../catalogue/search-spelling-schemas");

export const searchSpellingEndpoints = defineEndpoints("owner search spellings", load, {
  list: {
    method: "GET",
    path: "/owner/search-spellings",
    access: "owner",
    summary: "The groups of spellings search treats as one word, oldest first",
    errors: [401, 403],
    schemas: (s) => ({ response: s.spellingGroupsResponseSchema }),
  },
  create: {
    method: "POST",
    path: "/owner/search-spellings",
    access: "owner",
    status: 201,
    summary: "Add a group of spellings (at least two words; a word may be in one group only, else 409)",
    errors: [400, 401, 403, 409],
    schemas: (s) => ({ body: s.spellingGroupBodySchema, response: s.spellingGroupsResponseSchema }),
  },
  update: {
    method: "PUT",
    path: "/owner/search-spellings/:id",
    access: "owner",
    summary: "Replace a group's words: add or take out spellings",
    errors: [400, 401, 403, 404, 409],
    schemas: (s) => ({
      params: s.spellingGroupParamsSchema,
      body: s.spellingGroupBodySchema,
      response: s.spellingGroupsResponseSchema,
    }),
  },
  remove: {
    method: "DELETE",
    path: "/owner/search-spellings/:id",
    access: "owner",
    summary: "Remove a group: its words are searched only as they are spelt",
    errors: [400, 401, 403, 404],
    schemas: (s) => ({ params: s.spellingGroupParamsSchema, response: s.spellingGroupsResponseSchema }),
  },
});
