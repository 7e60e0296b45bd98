// The owner's desk, reading side over HTTP: today at a glance, the order list and the spreadsheet export.
import { ownerOrderEndpoints as endpoints } from "@mayil/core/api/owner-endpoints";
import type { FastifyPluginAsync } from "fastify";
import { type OwnerCheck, ownerEndpointServer } from "../auth/authenticate";
import type { SessionService } from "../auth/session-service";
import type { OrderDeskReads } from "./order-desk-reads";

export const ownerDeskReadRoutes: FastifyPluginAsync<{
  sessions: SessionService;
  users: OwnerCheck;
  desk: OrderDeskReads;
}> = async (app, { sessions, users, desk }) => {
  const serve = ownerEndpointServer(app, sessions, users);

  await serve(endpoints.today, { handler: () => desk.today() });

  await serve(endpoints.list, { handler: (request) => desk.list(request.query) });

  await serve(endpoints.csv, {
    handler: async (request, reply) => {
      const { filename, text } = await desk.csv(request.query);
      reply.header("content-type", "text/csv; charset=utf-8");
      reply.header("content-disposition", `attachment; filename="${filename}"`);
      return text;
    },
  });
};
