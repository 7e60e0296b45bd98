// The invoices module registers itself: the month's CSV for the accountant. Returns its service for the modules that
// print or list invoices.
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database";
import type { RouteGuards } from "../../http/route-guards";
import type { InvoicingShop } from "./invoice-paper";
import { invoiceRoutes } from "./invoice-routes";
import { InvoiceService } from "./invoice-service";

export async function registerInvoices(
  app: FastifyInstance,
  needs: { db: Database; shop: InvoicingShop; guards: RouteGuards },
): Promise<{ invoices: InvoiceService }> {
  const invoices = new InvoiceService(needs.db, needs.shop);
  await app.register(invoiceRoutes, { prefix: "/api", guards: needs.guards, invoices });
  return { invoices };
}
