// Fetches the products spreadsheet with the owner's token (a plain link could not carry it) and hands it to the
// browser as a file download, marked as UTF-8 so Excel shows Malayalam names and ₹ as they are.
import { ownerProductSheetEndpoints } from "@mayil/core/api/products-sheet-endpoints";
import { api } from "../../../lib/api-client";
import { indiaToday } from "../../../lib/desk/desk-format";
import { saveFile } from "../../../lib/save-file";
import { productsFileName } from "./import-summary";

/** Excel reads a CSV without this mark in the PC's own code page; Google Sheets and the import ignore it. */
const UTF8_BOM = "\uFEFF";

export async function downloadProductsCsv(): Promise<string> {
  const csv = await api(ownerProductSheetEndpoints.csv);
  const fileName = productsFileName(indiaToday());
  const text = csv.startsWith(UTF8_BOM) ? csv : `${UTF8_BOM}${csv}`;
  saveFile(new Blob([text], { type: "text/csv;charset=utf-8" }), fileName);
  return fileName;
}
