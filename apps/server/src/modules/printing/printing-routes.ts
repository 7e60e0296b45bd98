// The papers over HTTP: each a PDF saved under a name that says what it is. Who may see each is the contract's (owner
// or shopper); a signed-in response is never kept by a browser or proxy (serve-endpoint.ts). Every paper costs a
// render on the printer's threads, so each signed-in person may ask for PDF_RATE_LIMIT_PER_MINUTE of them a minute,
// one count for all the papers (decision 063).
import { ownerPrintingEndpoints, shopperPrintingEndpoints } from "@mayil/core/api/printing-endpoints";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { type RouteGuards, shopperOf } from "../../http/route-guards";
import { shopperRateLimit } from "../../http/shopper-rate-limit";
import type { PrintedPaper, PrintingService } from "./printing-service";

const sendPaper = (reply: FastifyReply, paper: PrintedPaper) =>
  reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="${paper.fileName}"`)
    .send(paper.pdf);

export const printingRoutes: FastifyPluginAsync<{
  guards: RouteGuards;
  printing: PrintingService;
  downloadsPerMinute: number;
}> = async (app, { guards, printing, downloadsPerMinute }) => {
  // Counted per account (the owner's too), after the route's sign-in check has said whose request it is.
  const onRequest = shopperRateLimit(app, {
    name: "papers",
    perMinute: downloadsPerMinute,
    message: (after) => `Too many PDFs asked for in a short time. Please wait ${after} and try again.`,
  });

  const owner = guards.forOwner(app);
  await owner(ownerPrintingEndpoints.packingSlip, {
    onRequest,
    handler: async (request, reply) => sendPaper(reply, await printing.packingSlip(request.params.id)),
  });
  await owner(ownerPrintingEndpoints.invoice, {
    onRequest,
    handler: async (request, reply) => sendPaper(reply, await printing.ownerInvoice(request.params.id)),
  });
  await owner(ownerPrintingEndpoints.month, {
    onRequest,
    handler: async (request, reply) => sendPaper(reply, await printing.month(request.query.month)),
  });

  const shopper = guards.forShoppers(app);
  await shopper(shopperPrintingEndpoints.invoice, {
    onRequest,
    handler: async (request, reply) => {
      const { orderId, id } = request.params;
      return sendPaper(reply, await printing.shopperInvoice(shopperOf(request).userId, orderId, id));
    },
  });
};
