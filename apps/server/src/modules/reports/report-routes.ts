// How the shop is doing, over HTTP: the sales and pieces reports and each of their tables as a spreadsheet, and cash
// on delivery.
import { ownerReportEndpoints as endpoints } from "@mayil/core/api/reports-endpoints";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { RouteGuards } from "../../http/route-guards";
import { codCsv, piecesCsv, type ReportCsv, salesCsv } from "./report-csv";
import type { ReportService } from "./report-service";

const sendCsv = (reply: FastifyReply, { filename, text }: ReportCsv) => {
  reply.header("content-type", "text/csv; charset=utf-8");
  reply.header("content-disposition", `attachment; filename="${filename}"`);
  return text;
};

export const reportRoutes: FastifyPluginAsync<{
  guards: RouteGuards;
  reports: ReportService;
}> = async (app, { guards, reports }) => {
  const serve = guards.forOwner(app);
  await serve(endpoints.sales, { handler: (request) => reports.sales(request.query) });
  await serve(endpoints.salesCsv, {
    handler: async (request, reply) => sendCsv(reply, await salesCsv(reports, request.query)),
  });
  await serve(endpoints.pieces, { handler: (request) => reports.pieces(request.query) });
  await serve(endpoints.piecesCsv, {
    handler: async (request, reply) => sendCsv(reply, await piecesCsv(reports, request.query)),
  });
  await serve(endpoints.cashOnDelivery, { handler: (request) => reports.cashOnDelivery(request.query) });
  await serve(endpoints.cashOnDeliveryCsv, {
    handler: async (request, reply) => sendCsv(reply, await codCsv(reports, request.query)),
  });
};
