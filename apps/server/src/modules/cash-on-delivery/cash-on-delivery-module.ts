// The cash-on-delivery module registers itself (decision 083): the owner's rules, read by the checkout and set from
// the desk. Orders is handed the rules' read (codRules) by app.ts, so orders never imports this module.
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database";
import type { RouteGuards } from "../../http/route-guards";
import { CodSettings } from "./cod-settings";
import { codSettingsRoutes } from "./cod-settings-routes";

export async function registerCashOnDelivery(
  app: FastifyInstance,
  needs: { db: Database; guards: RouteGuards },
): Promise<{ settings: CodSettings }> {
  const settings = new CodSettings(needs.db);
  await app.register(codSettingsRoutes, { prefix: "/api", guards: needs.guards, settings });
  return { settings };
}
