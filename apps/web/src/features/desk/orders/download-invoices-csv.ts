// Fetches a month's invoices as the accountant's spreadsheet with the owner's token and hands it over as a file.
import { ownerInvoiceEndpoints } from "@mayil/core/api/invoices-endpoints";
import { api } from "../../../lib/api-client";
import { saveFile } from "../../../lib/save-file";

export async function downloadInvoicesCsv(month: string): Promise<string> {
  const csv = await api(ownerInvoiceEndpoints.csv, { query: { month } });
  const fileName = `mayil-invoices-${month}.csv`;
  saveFile(new Blob([csv], { type: "text/csv;charset=utf-8" }), fileName);
  return fileName;
}
