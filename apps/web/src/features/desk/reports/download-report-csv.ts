// Fetches one report table as a spreadsheet with the owner's token and hands it to the browser as a file.
import { ownerReportEndpoints } from "@mayil/core/api/reports-endpoints";
import { api } from "../../../lib/api-client";
import { saveFile } from "../../../lib/save-file";
import type { ReportPeriod } from "./report-period";

export type ReportTable =
  | { report: "sales"; table: "periods" | "sources" | "methods" }
  | { report: "pieces"; table: "pieces" | "categories" | "unsold" };

export async function downloadReportCsv(period: ReportPeriod, which: ReportTable): Promise<string> {
  const { from, to, by } = period;
  const csv =
    which.report === "sales"
      ? await api(ownerReportEndpoints.salesCsv, { query: { from, to, by, table: which.table } })
      : await api(ownerReportEndpoints.piecesCsv, { query: { from, to, table: which.table } });
  const name =
    which.table === "unsold"
      ? "mayil-unsold-pieces.csv"
      : `mayil-${which.table === "periods" ? `sales-by-${by}` : which.table}-${from}-to-${to}.csv`;
  saveFile(new Blob([csv], { type: "text/csv;charset=utf-8" }), name);
  return name;
}
