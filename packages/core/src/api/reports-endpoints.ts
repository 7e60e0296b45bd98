// How the shop is doing (/api/owner/reports/...): owners only, 401 without a token and 403 for a shopper.
import { defineEndpoints } from "./endpoint";

export const ownerReportEndpoints = defineEndpoints("owner reports", () => import("../reports/reports-schemas"), {
  sales: {
    method: "GET",
    path: "/owner/reports/sales",
    access: "owner",
    summary:
      "Sales over a period (India days) by day, week or month: orders, units, revenue, paid, owed and refunded; by source and by payment method",
    errors: [400, 401, 403],
    schemas: (s) => ({ query: s.salesReportQuerySchema, response: s.salesReportResponseSchema }),
  },
  salesCsv: {
    method: "GET",
    path: "/owner/reports/sales.csv",
    access: "owner",
    responseType: "csv",
    summary: "One table of the sales report as a spreadsheet (text/csv): by period, by source or by payment method",
    errors: [400, 401, 403],
    schemas: (s) => ({ query: s.salesCsvQuerySchema, response: s.reportCsvResponseSchema }),
  },
  pieces: {
    method: "GET",
    path: "/owner/reports/pieces",
    access: "owner",
    summary:
      "The best and slowest pieces and categories over a period (units and revenue net of returns), and pieces with stock and no sale in 60 days",
    errors: [400, 401, 403],
    schemas: (s) => ({ query: s.piecesReportQuerySchema, response: s.piecesReportResponseSchema }),
  },
  piecesCsv: {
    method: "GET",
    path: "/owner/reports/pieces.csv",
    access: "owner",
    responseType: "csv",
    summary:
      "One table of the pieces report as a spreadsheet (text/csv): every piece, categories, or pieces sitting unsold",
    errors: [400, 401, 403],
    schemas: (s) => ({ query: s.piecesCsvQuerySchema, response: s.reportCsvResponseSchema }),
  },
  cashOnDelivery: {
    method: "GET",
    path: "/owner/reports/cash-on-delivery",
    access: "owner",
    summary:
      "Cash on delivery over a period: COD against prepaid orders, parcels returned to origin by state, courier and payment choice, and the cash waiting with couriers now",
    errors: [400, 401, 403],
    schemas: (s) => ({ query: s.codReportQuerySchema, response: s.codReportResponseSchema }),
  },
  cashOnDeliveryCsv: {
    method: "GET",
    path: "/owner/reports/cash-on-delivery.csv",
    access: "owner",
    responseType: "csv",
    summary:
      "One table of the cash on delivery report as a spreadsheet (text/csv): by payment choice, returns to origin by state or courier, or cash with couriers",
    errors: [400, 401, 403],
    schemas: (s) => ({ query: s.codCsvQuerySchema, response: s.reportCsvResponseSchema }),
  },
});
