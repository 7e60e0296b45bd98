// Fetches the orders spreadsheet with the owner's token (a plain link could not carry it) and hands it to the browser
// as a file download.
import { ownerOrderEndpoints } from "@mayil/core/api/owner-endpoints";
import { api } from "../../lib/api-client";

export async function downloadOrdersCsv(range: { from?: string; to?: string }): Promise<string> {
  const csv = await api(ownerOrderEndpoints.csv, {
    query: { from: range.from || undefined, to: range.to || undefined },
  });
  const fileName = `mayil-orders${range.from ? `-from-${range.from}` : ""}${range.to ? `-to-${range.to}` : ""}.csv`;
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the URL is not needed past this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return fileName;
}
