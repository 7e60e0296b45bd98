// The reports as spreadsheets: each table of a report as one CSV, the same figures as the JSON the desk shows, with
// amounts as plain rupee numbers ("1299.50") a spreadsheet sums, and every typed text kept from running as a formula
// (the same file shape as the orders spreadsheet: a byte order mark for Excel, Windows line ends).

import { isoDay } from "@mayil/core/calendar/iso-day";
import { PAYMENT_METHOD_LABELS } from "@mayil/core/orders/order-payments";
import { ORDER_SOURCE_LABELS } from "@mayil/core/orders/order-sources";
import type { PiecesCsvQuery, SalesCsvQuery, SalesFigures } from "@mayil/core/reports/reports-schemas";
import { stringify } from "csv-stringify/sync";
import type { ReportService } from "./report-service";

export interface ReportCsv {
  filename: string;
  text: string;
}

const FIGURE_COLUMNS = [
  "Orders",
  "Units",
  "Sales (₹)",
  "Returns (₹)",
  "Net sales (₹)",
  "Paid (₹)",
  "Owed (₹)",
  "Refunded (₹)",
  "Refund owed (₹)",
];
const figureCells = (figures: SalesFigures) => [
  figures.orders,
  figures.units,
  figures.sales,
  figures.returns,
  figures.revenue,
  figures.paid,
  figures.owed,
  figures.refunded,
  figures.refund_owed,
];

const csvText = (columns: string[], records: unknown[][]) =>
  stringify(records, { bom: true, header: true, columns, escape_formulas: true, record_delimiter: "windows" });

export async function salesCsv(reports: ReportService, query: SalesCsvQuery): Promise<ReportCsv> {
  const report = await reports.sales(query);
  const days = `${report.from}-to-${report.to}`;
  if (query.table === "sources") {
    return {
      filename: `sales-by-source-${days}.csv`,
      text: csvText(
        ["Source", ...FIGURE_COLUMNS],
        report.sources.map((row) => [ORDER_SOURCE_LABELS[row.source], ...figureCells(row)]),
      ),
    };
  }
  if (query.table === "methods") {
    return {
      filename: `payment-methods-${days}.csv`,
      text: csvText(
        ["Method", "Payments", "Paid (₹)", "Refunds", "Refunded (₹)"],
        report.methods.map((row) => [
          PAYMENT_METHOD_LABELS[row.method],
          row.payments,
          row.paid,
          row.refunds,
          row.refunded,
        ]),
      ),
    };
  }
  const firstColumn = { day: "Day", week: "Week from (Monday)", month: "Month from" }[report.by];
  return {
    filename: `sales-by-${report.by}-${days}.csv`,
    text: csvText(
      [firstColumn, ...FIGURE_COLUMNS],
      report.periods.map((row) => [row.start, ...figureCells(row)]),
    ),
  };
}

export async function piecesCsv(reports: ReportService, query: PiecesCsvQuery): Promise<ReportCsv> {
  if (query.table === "unsold") {
    return {
      filename: `unsold-pieces-${isoDay(new Date())}.csv`,
      text: csvText(
        ["Piece", "Category", "In stock", "Last sold"],
        (await reports.unsold()).map((row) => [row.name, row.category ?? "", row.stock, row.last_sold_on ?? "Never"]),
      ),
    };
  }
  if (query.table === "categories") {
    const report = await reports.pieces(query);
    return {
      filename: `categories-${report.from}-to-${report.to}.csv`,
      text: csvText(
        ["Category", "Units", "Revenue (₹)"],
        report.categories.map((row) => [row.category ?? "No category", row.units, row.revenue]),
      ),
    };
  }
  const table = await reports.piecesTable(query);
  return {
    filename: `pieces-${table.from}-to-${table.to}.csv`,
    text: csvText(
      ["Piece", "Category", "Units", "Revenue (₹)"],
      table.pieces.map((row) => [row.name, row.category ?? "", row.units, row.revenue]),
    ),
  };
}
