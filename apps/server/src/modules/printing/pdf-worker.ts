// Runs in the printer's worker threads (printer.ts), never in the shop's main thread: pdfkit and fontkit take about
// 0.3 s of CPU for an invoice, time in which the main thread would serve nobody else. Each task is one paper: an
// invoice or a packing slip comes back whole (tens of KB); a month's invoices go out over the task's message port as
// they are made, at the pace the reader takes them.
import type { MessagePort } from "node:worker_threads";
import type { InvoiceDocument } from "@mayil/core/invoices/invoice-document";
import { invoicePdf, invoicesPdf } from "./invoice-pdf";
import { packingSlipPdf, type SlipOrder, type SlipShop } from "./packing-slip-pdf";

export type PrintTask =
  | { paper: "invoice"; document: InvoiceDocument; author: string }
  | { paper: "packing-slip"; order: SlipOrder; shop: SlipShop }
  | { paper: "month"; documents: InvoiceDocument[]; title: string; author: string; port: MessagePort };

/** What the worker posts on a month's port: a piece of the PDF, its end, or why it stopped. */
export type MonthMessage = { chunk: Uint8Array } | { end: true } | { error: string };
/** What the main thread posts back: how many bytes its reader has taken since it last said, or that it went away. */
export type ReaderMessage = { taken: number } | { stop: true };

/**
 * How much of a month's PDF may be posted and not yet taken by the reader before the worker pauses. invoicesPdf then
 * holds the next document back (decision 049), so a month of a thousand invoices keeps about a page in flight.
 */
export const UNTAKEN_LIMIT = 256 * 1024;

export default async function print(task: PrintTask): Promise<Uint8Array | null> {
  switch (task.paper) {
    case "invoice":
      return whole(invoicePdf(task.document, task.author));
    case "packing-slip":
      return whole(await packingSlipPdf(task.order, task.shop));
    case "month":
      await streamOver(invoicesPdf(task.documents, task.title, task.author), task.port);
      return null;
  }
}

function whole(pdf: PDFKit.PDFDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    pdf.on("error", reject);
  });
}

/** Posts the PDF's bytes as they come, pausing while the reader is behind; resolves when it ended or was stopped. */
function streamOver(pdf: PDFKit.PDFDocument, port: MessagePort): Promise<void> {
  let untaken = 0;
  const post = (message: MonthMessage) => port.postMessage(message);
  return new Promise((resolve) => {
    const finish = () => {
      port.close();
      resolve();
    };
    port.on("message", (message: ReaderMessage) => {
      if ("stop" in message) {
        // The reader went away (the owner closed the download): invoicesPdf sees the document destroyed and stops.
        pdf.destroy();
        finish();
        return;
      }
      untaken -= message.taken;
      if (untaken <= UNTAKEN_LIMIT && pdf.isPaused()) pdf.resume();
    });
    pdf.on("data", (chunk: Buffer) => {
      post({ chunk: new Uint8Array(chunk) });
      untaken += chunk.length;
      if (untaken > UNTAKEN_LIMIT) pdf.pause();
    });
    pdf.on("end", () => {
      post({ end: true });
      finish();
    });
    pdf.on("error", (error: Error) => {
      post({ error: error.message });
      finish();
    });
  });
}
