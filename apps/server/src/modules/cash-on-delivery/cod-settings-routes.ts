// The rules for cash on delivery over HTTP: the checkout's public read, the owner's read and save.
import { codRulesEndpoints, ownerCodRulesEndpoints } from "@mayil/core/api/cash-on-delivery-endpoints";
import { codRulesToWire } from "@mayil/core/orders/cash-on-delivery";
import type { FastifyPluginAsync } from "fastify";
import { type RouteGuards, shopperOf } from "../../http/route-guards";
import { endpointServer } from "../../http/serve-endpoint";
import type { CodSettings } from "./cod-settings";

export const codSettingsRoutes: FastifyPluginAsync<{ guards: RouteGuards; settings: CodSettings }> = async (
  app,
  { guards, settings },
) => {
  // Not kept in the public cache: the owner's change must reach the next checkout at once.
  await endpointServer(app)(codRulesEndpoints.rules, {
    handler: async () => ({ rules: codRulesToWire(await settings.rules()) }),
  });
  const serve = guards.forOwner(app);
  await serve(ownerCodRulesEndpoints.get, {
    handler: async () => {
      const { rules, updatedAt } = await settings.kept();
      return { rules: codRulesToWire(rules), updated_at: updatedAt };
    },
  });
  await serve(ownerCodRulesEndpoints.set, {
    handler: async (request) => {
      const rules = await settings.set(request.body, shopperOf(request).userId);
      return {
        success: true as const,
        message: rules.enabled ? "Cash on delivery is on, with these rules." : "Cash on delivery is off.",
        rules: codRulesToWire(rules),
      };
    },
  });
};
