// The papers over HTTP: each a PDF sent as it is made, saved under a name that says what it is. Who may see each is
// the contract's (owner or shopper); a signed-in response is never kept by a browser or proxy (serve-endpoint.ts).
import { ownerPrintingEndpoints, shopperPrintingEndpoints } from "@mayil/core/api/printing-endpoints";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { type OwnerCheck, ownerEndpointServer, type SessionService, shopperEndpointServer, shopperOf } from "../auth";
import type { PrintedPaper, PrintingService } from "./printing-service";

const sendPaper = (reply: FastifyReply, paper: PrintedPaper) =>
  reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="${paper.fileName}"`)
    .send(paper.pdf);

export const printingRoutes: FastifyPluginAsync<{
  sessions: SessionService;
  owners: OwnerCheck;
  printing: PrintingService;
}> = async (app, { sessions, owners, printing }) => {
  const owner = ownerEndpointServer(app, sessions, owners);
  await owner(ownerPrintingEndpoints.packingSlip, {
    handler: async (request, reply) => sendPaper(reply, await printing.packingSlip(request.params.id)),
  });
  await owner(ownerPrintingEndpoints.invoice, {
    handler: async (request, reply) => sendPaper(reply, await printing.ownerInvoice(request.params.id)),
  });
  await owner(ownerPrintingEndpoints.month, {
    handler: async (request, reply) => sendPaper(reply, await printing.month(request.query.month)),
  });

  const shopper = shopperEndpointServer(app, sessions);
  await shopper(shopperPrintingEndpoints.invoice, {
    handler: async (request, reply) => {
      const { orderId, id } = request.params;
      return sendPaper(reply, await printing.shopperInvoice(shopperOf(request).userId, orderId, id));
    },
  });
};
