// The invoices over HTTP: the month's CSV for the accountant, and an older order's invoice issued on request. Owners
// only (401, 403).
import { ownerInvoiceEndpoints as endpoints } from "@mayil/core/api/invoices-endpoints";
import type { FastifyPluginAsync } from "fastify";
import { type RouteGuards, shopperOf } from "../../http/route-guards";
import type { InvoiceService } from "./invoice-service";

export const invoiceRoutes: FastifyPluginAsync<{
  guards: RouteGuards;
  invoices: InvoiceService;
}> = async (app, { guards, invoices }) => {
  const serve = guards.forOwner(app);

  await serve(endpoints.csv, {
    handler: async (request, reply) => {
      const { filename, text } = await invoices.monthCsv(request.query.month);
      reply.header("content-type", "text/csv; charset=utf-8");
      reply.header("content-disposition", `attachment; filename="${filename}"`);
      return text;
    },
  });

  await serve(endpoints.issue, {
    handler: async (request) => ({
      invoice: await invoices.issueOnRequest(request.params.id, shopperOf(request).userId),
    }),
  });
};
