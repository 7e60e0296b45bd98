// The printing module registers itself: the packing slip and the invoice PDFs, for the owner and a shopper's own,
// rendered by the printer's threads, which stop when the shop closes.
import type { FastifyInstance } from "fastify";
import type { PrintingSettings } from "../../config";
import type { RouteGuards } from "../../http/route-guards";
import { Printer } from "./printer";
import { printingRoutes } from "./printing-routes";
import { type PrintingNeeds, PrintingService } from "./printing-service";

export async function registerPrinting(
  app: FastifyInstance,
  needs: PrintingNeeds & { guards: RouteGuards; settings: PrintingSettings },
): Promise<{ printer: Pick<Printer, "renders"> }> {
  const { guards, settings, ...printingNeeds } = needs;
  const printer = new Printer(settings);
  app.addHook("onClose", async () => printer.close());
  const printing = new PrintingService(printingNeeds, printer);
  await app.register(printingRoutes, {
    prefix: "/api",
    guards,
    printing,
    downloadsPerMinute: settings.downloadsPerMinute,
  });
  return { printer };
}
