// The desk's customers over HTTP: the list (search, sort, pages) and one customer with her orders.
import { ownerCustomerEndpoints as endpoints } from "@mayil/core/api/customers-endpoints";
import type { FastifyPluginAsync } from "fastify";
import type { RouteGuards } from "../../http/route-guards";
import type { CustomerReads } from "./customer-reads";

export const customerRoutes: FastifyPluginAsync<{
  guards: RouteGuards;
  customers: CustomerReads;
}> = async (app, { guards, customers }) => {
  const serve = guards.forOwner(app);
  await serve(endpoints.list, { handler: (request) => customers.list(request.query) });
  await serve(endpoints.get, { handler: (request) => customers.get(request.params.id) });
};
