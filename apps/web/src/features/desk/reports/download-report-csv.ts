// Fetches one report table as a spreadsheet with the owner's token and hands it to the browser as a file.
import { ownerReportEndpoints } from "@mayil/core/api/reports-endpoints";
import { api } from "../../../lib/api-client";
import { saveFile } from "../../../lib/save-file";
import type { ReportPeriod } from "./report-period";

export type ReportTable =
  | { report: "sales"; table: "periods" | "sources" | "methods" }
  | { report: "pieces"; table: "pieces" | "categories" | "unsold" }
  | { report: "cash-on-delivery"; table: "choices" | "states" | "couriers" | "waiting" };

const COD_FILES = {
  choices: "cash-on-delivery",
  states: "returned-to-origin-by-state",
  couriers: "returned-to-origin-by-courier",
  waiting: "cash-with-couriers",
} as const;

export async function downloadReportCsv(period: ReportPeriod, which: ReportTable): Promise<string> {
  const { from, to, by } = period;
  if (which.report === "cash-on-delivery") {
    const csv = await api(ownerReportEndpoints.cashOnDeliveryCsv, { query: { from, to, table: which.table } });
    const name =
      which.table === "waiting"
        ? "mayil-cash-with-couriers.csv"
        : `mayil-${COD_FILES[which.table]}-${from}-to-${to}.csv`;
    saveFile(new Blob([csv], { type: "text/csv;charset=utf-8" }), name);
    return name;
  }
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
