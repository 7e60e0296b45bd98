// What the printing routes ask for: a paper, by whom it may be seen, as a PDF stream and the name to save it under.
// The order comes from the orders module (the owner's view for the slip; a shopper's own order, 404 for anyone
// else's); the invoices are the documents the invoices module issued and keeps unchanged.

import type { Readable } from "node:stream";
import type { InvoiceDocument } from "@mayil/core/invoice-document";
import type { OwnerOrder } from "@mayil/core/owner-schemas";
import type { ShopIdentity } from "../../config";
import type { Database } from "../../db/database";
import { NotFound } from "../../domain-errors";
import { type InvoicingShop, invoiceById, monthInvoices, orderInvoices } from "../invoices";

export interface PrintedPaper {
  fileName: string;
  pdf: Readable;
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

/**
 * The renderers (pdfkit, fontkit, bwip-js and the fonts) load with the first paper asked for, not at start: most
 * processes never print, and the shop keeps its memory at rest small (decision 041).
 */
const renderers = () => import("./renderers");

const invoiceFileName = (document: InvoiceDocument) => `${KIND_WORDS[document.kind]}-${fileWord(document.number)}.pdf`;

export class PrintingService {
  constructor(private readonly needs: PrintingNeeds) {}

  async packingSlip(orderId: number): Promise<PrintedPaper> {
    const order = await this.needs.ownerOrder(orderId);
    const { packingSlipPdf } = await renderers();
    const pdf = await packingSlipPdf(order, this.needs.shop);
    return { fileName: `packing-slip-${fileWord(order.order_number)}.pdf`, pdf };
  }

  async ownerInvoice(invoiceId: number): Promise<PrintedPaper> {
    const invoice = await invoiceById(this.needs.db, invoiceId);
    if (!invoice) throw new NotFound("Invoice not found");
    const { invoicePdf } = await renderers();
    return { fileName: invoiceFileName(invoice.document), pdf: invoicePdf(invoice.document, this.needs.shop.name) };
  }

  /** A shopper's own invoice: someone else's order, or an invoice of another order, is 404 like one that is not. */
  async shopperInvoice(userId: number, orderId: number, invoiceId: number): Promise<PrintedPaper> {
    await this.needs.shopperOwns(userId, orderId);
    const invoice = (await orderInvoices(this.needs.db, orderId)).find((issued) => issued.id === invoiceId);
    if (!invoice) throw new NotFound("Invoice not found");
    const { invoicePdf } = await renderers();
    return { fileName: invoiceFileName(invoice.document), pdf: invoicePdf(invoice.document, this.needs.shop.name) };
  }

  /** Every document issued in the month ("2026-11"), oldest first, in one PDF. */
  async month(month: string): Promise<PrintedPaper> {
    const documents = (await monthInvoices(this.needs.db, month)).map((issued) => issued.document);
    const { invoicesPdf } = await renderers();
    const [year, number] = month.split("-");
    const title = `Invoices of ${new Date(Date.UTC(Number(year), Number(number) - 1, 1)).toLocaleString("en-IN", { month: "long", year: "numeric", timeZone: "UTC" })}`;
    return {
      fileName: `${fileWord(this.needs.shop.name).toLowerCase()}-invoices-${month}.pdf`,
      pdf: invoicesPdf(documents, title, this.needs.shop.name),
    };
  }
}
