// The printing module registers itself: the packing slip and the invoice PDFs, for the owner and a shopper's own,
// rendered by the printer's threads, which stop when the shop closes.
import type { FastifyInstance } from "fastify";
import type { PrintingSettings } from "../../config";
import type { OwnerCheck, SessionService } from "../auth";
import { Printer } from "./printer";
import { printingRoutes } from "./printing-routes";
import { type PrintingNeeds, PrintingService } from "./printing-service";

export async function registerPrinting(
  app: FastifyInstance,
  needs: PrintingNeeds & { sessions: SessionService; owners: OwnerCheck; settings: PrintingSettings },
): Promise<{ printer: Pick<Printer, "renders"> }> {
  const { sessions, owners, settings, ...printingNeeds } = needs;
  const printer = new Printer(settings);
  app.addHook("onClose", async () => printer.close());
  const printing = new PrintingService(printingNeeds, printer);
  await app.register(printingRoutes, {
    prefix: "/api",
    sessions,
    owners,
    printing,
    downloadsPerMinute: settings.downloadsPerMinute,
  });
  return { printer };
}
