// The invoices module registers itself: the month's CSV for the accountant. Returns its service for the modules that
// print or list invoices.
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database";
import type { OwnerCheck, SessionService } from "../auth";
import type { InvoicingShop } from "./invoice-paper";
import { invoiceRoutes } from "./invoice-routes";
import { InvoiceService } from "./invoice-service";

export async function registerInvoices(
  app: FastifyInstance,
  needs: { db: Database; shop: InvoicingShop; sessions: SessionService; owners: OwnerCheck },
): Promise<{ invoices: InvoiceService }> {
  const invoices = new InvoiceService(needs.db, needs.shop);
  await app.register(invoiceRoutes, { prefix: "/api", sessions: needs.sessions, owners: needs.owners, invoices });
  return { invoices };
}
