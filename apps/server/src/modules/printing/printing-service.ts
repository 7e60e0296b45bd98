// What the printing routes ask for: a paper, by whom it may be seen, as a PDF and the name to save it under.
// The order comes from the orders module (the owner's view for the slip; a shopper's own order, 404 for anyone
// else's); the invoices are the documents the invoices module issued and keeps unchanged. Every PDF is rendered by
// the printer's threads (printer.ts), never here; an issued document's PDF is rendered once and kept (decision 063).

import type { Readable } from "node:stream";
import type { InvoiceDocument } from "@mayil/core/invoices/invoice-document";
import type { OwnerOrder } from "@mayil/core/orders/owner-schemas";
import { eq } from "drizzle-orm";
import type { ShopIdentity } from "../../config";
import type { Database } from "../../db/database";
import { NotFound } from "../../domain-errors";
import { type InvoicingShop, type IssuedInvoice, invoiceById, monthInvoices, orderInvoices } from "../invoices";
import type { Printer } from "./printer";
import { invoicePdfs } from "./printing-tables";

export interface PrintedPaper {
  fileName: string;
  /** Whole (an invoice, a slip) or as it is rendered (a month's). */
  pdf: Buffer | Readable;
}

export interface PrintingNeeds {
  db: Database;
  shop: Pick<ShopIdentity, "name" | "phone" | "address"> & InvoicingShop;
  /** The owner's view of an order (NotFound when there is none). */
  ownerOrder: (orderId: number) => Promise<OwnerOrder>;
  /** Resolves when the order is the shopper's; NotFound otherwise, as if it did not exist. */
  shopperOwns: (userId: number, orderId: number) => Promise<unknown>;
}

const KIND_WORDS: Record<InvoiceDocument["kind"], string> = {
  tax_invoice: "invoice",
  bill_of_supply: "bill-of-supply",
  credit_note: "credit-note",
};

/** A name safe in a Content-Disposition header and on any phone: letters, digits and dashes. */
const fileWord = (text: string) => text.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "");

const invoiceFileName = (document: InvoiceDocument) => `${KIND_WORDS[document.kind]}-${fileWord(document.number)}.pdf`;

export class PrintingService {
  /**
   * Invoices being rendered in this process now, by id: a second request for one waits for the same render. Never
   * more entries than papers the printer admits at once (PDF_THREADS + PDF_QUEUE), each gone when its render ends.
   */
  private readonly rendering = new Map<number, Promise<Buffer>>();

  constructor(
    private readonly needs: PrintingNeeds,
    private readonly printer: Printer,
  ) {}

  async packingSlip(orderId: number): Promise<PrintedPaper> {
    const order = await this.needs.ownerOrder(orderId);
    const { name, phone, address } = this.needs.shop;
    // A slip changes with the order (an edit before it ships), so it is rendered each time, never kept.
    const pdf = await this.printer.render({ paper: "packing-slip", order, shop: { name, phone, address } });
    return { fileName: `packing-slip-${fileWord(order.order_number)}.pdf`, pdf };
  }

  async ownerInvoice(invoiceId: number): Promise<PrintedPaper> {
    const invoice = await invoiceById(this.needs.db, invoiceId);
    if (!invoice) throw new NotFound("Invoice not found");
    return { fileName: invoiceFileName(invoice.document), pdf: await this.invoiceFile(invoice) };
  }

  /** A shopper's own invoice: someone else's order, or an invoice of another order, is 404 like one that is not. */
  async shopperInvoice(userId: number, orderId: number, invoiceId: number): Promise<PrintedPaper> {
    await this.needs.shopperOwns(userId, orderId);
    const invoice = (await orderInvoices(this.needs.db, orderId)).find((issued) => issued.id === invoiceId);
    if (!invoice) throw new NotFound("Invoice not found");
    return { fileName: invoiceFileName(invoice.document), pdf: await this.invoiceFile(invoice) };
  }

  /** Every document issued in the month ("2026-11"), oldest first, in one PDF, sent as each invoice is rendered. */
  async month(month: string): Promise<PrintedPaper> {
    const documents = (await monthInvoices(this.needs.db, month)).map((issued) => issued.document);
    const [year, number] = month.split("-");
    const title = `Invoices of ${new Date(Date.UTC(Number(year), Number(number) - 1, 1)).toLocaleString("en-IN", { month: "long", year: "numeric", timeZone: "UTC" })}`;
    return {
      fileName: `${fileWord(this.needs.shop.name).toLowerCase()}-invoices-${month}.pdf`,
      pdf: this.printer.month({ paper: "month", documents, title, author: this.needs.shop.name }),
    };
  }

  /**
   * The document's PDF: the one kept since its first download, else rendered now and kept. A document never changes
   * once issued, so neither does its paper. Two processes rendering the same one at once keep the first written and
   * both send that.
   */
  private async invoiceFile(invoice: IssuedInvoice): Promise<Buffer> {
    const kept = await this.keptFile(invoice.id);
    if (kept) return kept;
    const running = this.rendering.get(invoice.id);
    if (running) return running;
    const render = (async () => {
      const pdf = await this.printer.render({
        paper: "invoice",
        document: invoice.document,
        author: this.needs.shop.name,
      });
      const [written] = await this.needs.db
        .insert(invoicePdfs)
        .values({ invoiceId: invoice.id, pdf })
        .onConflictDoNothing()
        .returning({ invoiceId: invoicePdfs.invoiceId });
      return written ? pdf : ((await this.keptFile(invoice.id)) ?? pdf);
    })().finally(() => this.rendering.delete(invoice.id));
    this.rendering.set(invoice.id, render);
    return render;
  }

  private async keptFile(invoiceId: number): Promise<Buffer | null> {
    const [row] = await this.needs.db
      .select({ pdf: invoicePdfs.pdf })
      .from(invoicePdfs)
      .where(eq(invoicePdfs.invoiceId, invoiceId));
    return row?.pdf ?? null;
  }
}
