// Fetches the orders spreadsheet with the owner's token and hands it to the browser as a file download.
import { ownerOrderEndpoints } from "@mayil/core/api/orders-endpoints";
import { api } from "../../../lib/api-client";
import { saveFile } from "../../../lib/save-file";

export async function downloadOrdersCsv(range: { from?: string; to?: string }): Promise<string> {
  const csv = await api(ownerOrderEndpoints.csv, {
    query: { from: range.from || undefined, to: range.to || undefined },
  });
  const fileName = `mayil-orders${range.from ? `-from-${range.from}` : ""}${range.to ? `-to-${range.to}` : ""}.csv`;
  saveFile(new Blob([csv], { type: "text/csv;charset=utf-8" }), fileName);
  return fileName;
}
