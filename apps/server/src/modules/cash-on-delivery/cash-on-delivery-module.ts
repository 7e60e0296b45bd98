// The cash-on-delivery module registers itself (decision 083): the owner's rules, read by the checkout and set from
// the desk, and the couriers' remittances of the cash they collected. Orders is handed the rules' read (codRules) by
// app.ts, and hands this module the orders' numbers in turn, so this module never imports orders (orders reads the
// remittance that paid for an order's parcel through this module's surface).
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database";
import type { RouteGuards } from "../../http/route-guards";
import { CodSettings } from "./cod-settings";
import { codSettingsRoutes } from "./cod-settings-routes";
import { remittanceRoutes } from "./remittance-routes";
import { CodRemittances, type OrderNumbers } from "./remittances";

export async function registerCashOnDelivery(
  app: FastifyInstance,
  needs: { db: Database; guards: RouteGuards; orderNumbers: OrderNumbers },
): Promise<{ settings: CodSettings }> {
  const settings = new CodSettings(needs.db);
  await app.register(codSettingsRoutes, { prefix: "/api", guards: needs.guards, settings });
  const remittances = new CodRemittances(needs.db, needs.orderNumbers);
  await app.register(remittanceRoutes, { prefix: "/api", guards: needs.guards, remittances });
  return { settings };
}
