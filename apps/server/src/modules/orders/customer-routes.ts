// The desk's customers over HTTP: the list (search, sort, pages) and one customer with her orders.
import { ownerCustomerEndpoints as endpoints } from "@mayil/core/api/customer-endpoints";
import type { FastifyPluginAsync } from "fastify";
import { type OwnerCheck, ownerEndpointServer, type SessionService } from "../auth";
import type { CustomerReads } from "./customer-reads";

export const customerRoutes: FastifyPluginAsync<{
  sessions: SessionService;
  users: OwnerCheck;
  customers: CustomerReads;
}> = async (app, { sessions, users, customers }) => {
  const serve = ownerEndpointServer(app, sessions, users);
  await serve(endpoints.list, { handler: (request) => customers.list(request.query) });
  await serve(endpoints.get, { handler: (request) => customers.get(request.params.id) });
};
