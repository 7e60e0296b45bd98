// The owner's desk, reading side over HTTP: today at a glance, the order list and the spreadsheet export.
import { ownerOrderEndpoints as endpoints } from "@mayil/core/api/owner-endpoints";
import type { FastifyPluginAsync } from "fastify";
import { type OwnerCheck, ownerEndpointServer, type SessionService } from "../auth";
import type { OrderDeskReads } from "./order-desk-reads";

export const ownerDeskReadRoutes: FastifyPluginAsync<{
  sessions: SessionService;
  users: OwnerCheck;
  reads: OrderDeskReads;
}> = async (app, { sessions, users, reads }) => {
  const serve = ownerEndpointServer(app, sessions, users);

  await serve(endpoints.today, { handler: () => reads.today() });

  await serve(endpoints.list, { handler: (request) => reads.list(request.query) });

  await serve(endpoints.csv, {
    handler: async (request, reply) => {
      const { filename, text } = await reads.csv(request.query);
      reply.header("content-type", "text/csv; charset=utf-8");
      reply.header("content-disposition", `attachment; filename="${filename}"`);
      return text;
    },
  });
};
