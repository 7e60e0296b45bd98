// The invoices module registers itself: the month's CSV for the accountant, and an older order's invoice on request,
// issued from the order as orders' read tells it (handed in by app.ts: orders imports the invoices). Returns its
// service for the modules that print or list invoices.
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database";
import type { RouteGuards } from "../../http/route-guards";
import type { InvoicingShop } from "./invoice-paper";
import { invoiceRoutes } from "./invoice-routes";
import { InvoiceService } from "./invoice-service";
import type { InvoicedOrderRead } from "./invoiced-order";

export async function registerInvoices(
  app: FastifyInstance,
  needs: { db: Database; shop: InvoicingShop; guards: RouteGuards; orderOf: InvoicedOrderRead },
): Promise<{ invoices: InvoiceService }> {
  const invoices = new InvoiceService(needs.db, needs.shop, needs.orderOf);
  await app.register(invoiceRoutes, { prefix: "/api", guards: needs.guards, invoices });
  return { invoices };
}
