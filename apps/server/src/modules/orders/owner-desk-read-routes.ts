// The owner's desk, reading side over HTTP: today at a glance, the order list and the spreadsheet export.
import { ownerOrderEndpoints as endpoints } from "@mayil/core/api/orders-endpoints";
import type { FastifyPluginAsync } from "fastify";
import type { RouteGuards } from "../../http/route-guards";
import type { OrderDeskReads } from "./order-desk-reads";

export const ownerDeskReadRoutes: FastifyPluginAsync<{
  guards: RouteGuards;
  reads: OrderDeskReads;
}> = async (app, { guards, reads }) => {
  const serve = guards.forOwner(app);

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
