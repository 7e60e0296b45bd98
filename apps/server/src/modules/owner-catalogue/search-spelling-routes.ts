// The owner's search spellings over HTTP: list, add, change and remove groups. Owners only.
import { searchSpellingEndpoints as endpoints } from "@mayil/core/api/search-spelling-endpoints";
import type { FastifyPluginAsync } from "fastify";
import { type OwnerCheck, ownerEndpointServer, type SessionService } from "../auth";
import type { SearchSpellingGroups } from "./search-spelling-groups";

export const searchSpellingRoutes: FastifyPluginAsync<{
  sessions: SessionService;
  owners: OwnerCheck;
  spellings: SearchSpellingGroups;
}> = async (app, { sessions, owners, spellings }) => {
  const serve = ownerEndpointServer(app, sessions, owners);
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
