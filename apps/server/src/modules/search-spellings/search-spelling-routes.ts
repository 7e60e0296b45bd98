// The owner's search spellings over HTTP: list, add, change and remove groups. Owners only.
import { searchSpellingEndpoints as endpoints } from "@mayil/core/api/search-spellings-endpoints";
import type { FastifyPluginAsync } from "fastify";
import type { RouteGuards } from "../../http/route-guards";
import type { SearchSpellingGroups } from "./search-spelling-groups";

export const searchSpellingRoutes: FastifyPluginAsync<{
  guards: RouteGuards;
  spellings: SearchSpellingGroups;
}> = async (app, { guards, spellings }) => {
  const serve = guards.forOwner(app);
  await serve(endpoints.list, { handler: async () => ({ groups: await spellings.list() }) });
  await serve(endpoints.create, {
    handler: async (request) => ({ groups: await spellings.create(request.body.words) }),
  });
  await serve(endpoints.update, {
    handler: async (request) => ({ groups: await spellings.update(request.params.id, request.body.words) }),
  });
  await serve(endpoints.remove, {
    handler: async (request) => ({ groups: await spellings.remove(request.params.id) }),
  });
};
