// The printing module registers itself: the packing slip and the invoice PDFs, for the owner and a shopper's own.
import type { FastifyInstance } from "fastify";
import type { OwnerCheck, SessionService } from "../auth";
import { printingRoutes } from "./printing-routes";
import { type PrintingNeeds, PrintingService } from "./printing-service";

export async function registerPrinting(
  app: FastifyInstance,
  needs: PrintingNeeds & { sessions: SessionService; owners: OwnerCheck },
): Promise<void> {
  const { sessions, owners, ...printingNeeds } = needs;
  const printing = new PrintingService(printingNeeds);
  await app.register(printingRoutes, { prefix: "/api", sessions, owners, printing });
}
