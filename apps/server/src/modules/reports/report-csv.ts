// The reports as spreadsheets: each table of a report as one CSV, the same figures as the JSON the desk shows, with
// amounts as plain rupee numbers ("1299.50") a spreadsheet sums, and every typed text kept from running as a formula
// (the same file shape as the orders spreadsheet: a byte order mark for Excel, Windows line ends).

import { isoDay } from "@mayil/core/calendar/iso-day";
import { PAYMENT_METHOD_LABELS } from "@mayil/core/orders/order-payments";
import { ORDER_SOURCE_LABELS } from "@mayil/core/orders/order-sources";
import type { CodCsvQuery, PiecesCsvQuery, SalesCsvQuery, SalesFigures } from "@mayil/core/reports/reports-schemas";
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

const CHOICE_NAMES = { cod: "Cash on delivery", prepaid: "Paid first" } as const;
const OUTCOME_COLUMNS = ["Shipped", "Delivered", "Returned to origin", "RTO rate (%)"];
const outcomeCells = (row: { shipped: number; delivered: number; returned: number; rto_rate: number | null }) => [
  row.shipped,
  row.delivered,
  row.returned,
  row.rto_rate ?? "",
];

export async function codCsv(reports: ReportService, query: CodCsvQuery): Promise<ReportCsv> {
  const report = await reports.cashOnDelivery(query);
  const days = `${report.from}-to-${report.to}`;
  if (query.table === "waiting") {
    return {
      filename: `cash-with-couriers-${isoDay(new Date())}.csv`,
      text: csvText(
        ["Courier", "Parcels", "Cash (₹)"],
        report.waiting.couriers.map((row) => [row.courier_name, row.parcels, row.amount]),
      ),
    };
  }
  if (query.table === "states" || query.table === "couriers") {
    const rows =
      query.table === "states"
        ? report.parcels.states.map((row) => [row.state || "No state given", ...outcomeCells(row)])
        : report.parcels.couriers.map((row) => [row.courier_name, ...outcomeCells(row)]);
    return {
      filename: `returned-to-origin-by-${query.table === "states" ? "state" : "courier"}-${days}.csv`,
      text: csvText([query.table === "states" ? "State" : "Courier", ...OUTCOME_COLUMNS], rows),
    };
  }
  return {
    filename: `cash-on-delivery-${days}.csv`,
    text: csvText(
      ["Payment", "Orders", "Sales (₹)", "COD fees (₹)"],
      report.choices.map((row) => [CHOICE_NAMES[row.choice], row.orders, row.sales, row.cod_fees]),
    ),
  };
}
