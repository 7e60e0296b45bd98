// The owner's desk language over HTTP (decision 084): read when the desk opens, saved when she switches it. Always the
// signed-in owner's own account, so two owners each keep their own.
import { ownerDeskLanguageEndpoints as endpoints } from "@mayil/core/api/desk-language-endpoints";
import type { FastifyPluginAsync } from "fastify";
import { type RouteGuards, shopperOf } from "../../http/route-guards";
import type { UserService } from "./user-service";

export const deskLanguageRoutes: FastifyPluginAsync<{ guards: RouteGuards; users: UserService }> = async (
  app,
  { guards, users },
) => {
  const serve = guards.forOwner(app);

  await serve(endpoints.read, {
    handler: async (request) => ({ desk_language: await users.deskLanguage(shopperOf(request).userId) }),
  });

  await serve(endpoints.save, {
    handler: async (request) => ({
      desk_language: await users.saveDeskLanguage(shopperOf(request).userId, request.body.desk_language),
    }),
  });
};
