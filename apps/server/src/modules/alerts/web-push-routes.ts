// The owner's push alerts over HTTP (decision 056): the shop's public key, her devices, turning one on or off.
import { ownerPushEndpoints as endpoints } from "@mayil/core/api/alerts-endpoints";
import type { FastifyPluginAsync } from "fastify";
import { Conflict, InvalidInput } from "../../domain-errors";
import { type RouteGuards, shopperOf } from "../../http/route-guards";
import { pushEndpointProblem } from "./push-endpoint-check";
import type { PushSubscriptions } from "./push-subscriptions";
import type { VapidKeys } from "./vapid-keys";

export const webPushRoutes: FastifyPluginAsync<{
  guards: RouteGuards;
  subscriptions: PushSubscriptions;
  keys: VapidKeys;
  allowLoopbackEndpoints: boolean;
}> = async (app, { guards, subscriptions, keys, allowLoopbackEndpoints }) => {
  const serve = guards.forOwner(app);

  await serve(endpoints.key, {
    handler: async () =>
      keys.on
        ? { public_key: keys.details.publicKey, off_reason: null }
        : { public_key: null, off_reason: keys.reason },
  });

  await serve(endpoints.devices, {
    handler: async (request) => ({ devices: await subscriptions.devices(shopperOf(request).userId) }),
  });

  await serve(endpoints.subscribe, {
    handler: async (request) => {
      if (!keys.on) throw new Conflict(keys.reason);
      const problem = pushEndpointProblem(request.body.endpoint, allowLoopbackEndpoints);
      if (problem) throw new InvalidInput(problem, "endpoint");
      return subscriptions.save(shopperOf(request).userId, request.body);
    },
  });

  await serve(endpoints.remove, {
    handler: async (request) => {
      const userId = shopperOf(request).userId;
      await subscriptions.remove(userId, request.params.id);
      return { devices: await subscriptions.devices(userId) };
    },
  });
};
