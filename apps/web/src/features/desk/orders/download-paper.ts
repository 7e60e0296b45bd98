// Fetches a paper (a PDF made on the server) with the owner's token and hands it to the phone as a download, which
// its PDF viewer opens to print or share: a plain link could not carry the token.
import { ownerInvoiceEndpoints } from "@mayil/core/api/invoices-endpoints";
import { ownerPrintingEndpoints } from "@mayil/core/api/printing-endpoints";
import { api } from "../../../lib/api-client";
import { saveFile } from "../../../lib/save-file";

export async function downloadPackingSlip(order: { id: number; order_number: string }): Promise<string> {
  const pdf = await api(ownerPrintingEndpoints.packingSlip, { params: { id: order.id } });
  const fileName = `packing-slip-${order.order_number}.pdf`;
  saveFile(pdf, fileName);
  return fileName;
}

export async function downloadInvoice(invoice: { id: number; number: string }): Promise<string> {
  const pdf = await api(ownerPrintingEndpoints.invoice, { params: { id: invoice.id } });
  const fileName = `${invoice.number.replace(/[^A-Za-z0-9]+/g, "-")}.pdf`;
  saveFile(pdf, fileName);
  return fileName;
}

export async function downloadMonthsInvoices(month: string): Promise<string> {
  const pdf = await api(ownerPrintingEndpoints.month, { query: { month } });
  const fileName = `mayil-invoices-${month}.pdf`;
  saveFile(pdf, fileName);
  return fileName;
}

/** Issues the invoice of an order supplied before the shop issued invoices, then downloads it. */
export async function issueAndDownloadInvoice(orderId: number): Promise<string> {
  const { invoice } = await api(ownerInvoiceEndpoints.issue, { params: { id: orderId } });
  return downloadInvoice(invoice);
}
