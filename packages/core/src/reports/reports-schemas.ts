// How the shop is doing (/api/owner/reports/...): sales over a period by day, week or month in India time, by source
// and by payment method; the best and slowest pieces and categories; pieces with stock and no sale in 60 days; cash on
// delivery against prepaid, parcels returned to origin and the cash waiting with couriers (decision 083).
// Owners only. What each figure means is decision 057 and the screen's help text; keep the three the same.
import { z } from "zod";
import { calendarDay } from "../calendar/calendar-schemas";
import { PAYMENT_CHOICES } from "../orders/cash-on-delivery";
import { unremittedCashResponseSchema } from "../orders/cod-remittance-schemas";
import { PAYMENT_METHODS } from "../orders/order-payments";
import { ORDER_SOURCES } from "../orders/order-sources";
import { rupees } from "../shopping/shopping-schemas";
import { text } from "../text/well-formed-text";
import { LONGEST_PERIOD, longPeriodProblem, REPORT_GROUPINGS, type ReportGrouping } from "./report-periods";

export { LONGEST_PERIOD, REPORT_GROUPINGS, type ReportGrouping };

/** A piece with stock and no sale in this many days is listed as sitting unsold. */
export const UNSOLD_DAYS = 60;
/** How many pieces the best and slowest lists hold (the CSV has every piece). */
export const REPORT_TOP = 10;

export const SALES_TABLES = ["periods", "sources", "methods"] as const;
export const PIECES_TABLES = ["pieces", "categories", "unsold"] as const;
export const COD_TABLES = ["choices", "states", "couriers", "waiting"] as const;

/**
 * A period of India days, both ends inclusive: from on or before to, and no longer than its grouping's longest
 * (LONGEST_PERIOD: 366 days, 157 weeks or 120 months; the pieces report, without bars, 120 months).
 */
const periodShape = {
  from: calendarDay("from", "First India day, inclusive (default: the first of this month)").optional(),
  to: calendarDay("to", "Last India day, inclusive (default: today, or the longest period from `from`)").optional(),
};
type Period = { from?: string | undefined; to?: string | undefined; by?: ReportGrouping };
const checkPeriod = (period: Period, ctx: z.RefinementCtx) => {
  if (!period.from || !period.to) return;
  if (period.from > period.to) {
    ctx.addIssue({ code: "custom", path: ["from"], message: "from must be on or before to" });
    return;
  }
  const tooLong = longPeriodProblem(period.from, period.to, period.by);
  if (tooLong) ctx.addIssue({ code: "custom", path: ["to"], message: tooLong });
};

const grouping = z
  .enum(REPORT_GROUPINGS, { error: `by must be one of ${REPORT_GROUPINGS.join(", ")}` })
  .default("day")
  .describe(
    `Bars by India day, week (Monday to Sunday) or calendar month; a period lists at most ${LONGEST_PERIOD.day} days, ${LONGEST_PERIOD.week} weeks or ${LONGEST_PERIOD.month} months`,
  );

export const salesReportQuerySchema = z.object({ ...periodShape, by: grouping }).superRefine(checkPeriod);
export type SalesReportQuery = z.output<typeof salesReportQuerySchema>;

export const salesCsvQuerySchema = z
  .object({
    ...periodShape,
    by: grouping,
    table: z
      .enum(SALES_TABLES, { error: `table must be one of ${SALES_TABLES.join(", ")}` })
      .default("periods")
      .describe("Which table: sales by period, by source or by payment method"),
  })
  .superRefine(checkPeriod);
export type SalesCsvQuery = z.output<typeof salesCsvQuerySchema>;

export const piecesReportQuerySchema = z.object(periodShape).superRefine(checkPeriod);
export type PiecesReportQuery = z.output<typeof piecesReportQuerySchema>;

export const piecesCsvQuerySchema = z
  .object({
    ...periodShape,
    table: z
      .enum(PIECES_TABLES, { error: `table must be one of ${PIECES_TABLES.join(", ")}` })
      .default("pieces")
      .describe("Which table: every piece, categories, or pieces with stock and no sale in 60 days"),
  })
  .superRefine(checkPeriod);
export type PiecesCsvQuery = z.output<typeof piecesCsvQuerySchema>;

/** The figures of a set of orders (a period, a source, the whole report); see decision 057 for each. */
export const salesFiguresSchema = z.object({
  orders: z.number().int().describe("Orders placed (India day), cancelled ones left out"),
  units: z.number().int().describe("Units sold in those orders less units that came back"),
  sales: rupees.describe(
    "Sales (decision 073): the orders placed and not cancelled, at their value (totals after agreed edits); the figure Today's 'Placed today' says",
  ),
  returns: rupees.describe("Returns: the value of the units that came back from those orders"),
  revenue: rupees.describe("Net sales: sales less returns, what the orders are worth now"),
  paid: rupees.describe("Payments on those orders, voided ones left out"),
  owed: rupees.describe("Still to collect on those orders: per order, worth less paid, never below 0"),
  refunded: rupees.describe("Refunds on those orders, voided ones left out"),
  refund_owed: rupees.describe("Owed back and not yet refunded: per order, paid less refunded beyond its worth"),
});
export type SalesFigures = z.output<typeof salesFiguresSchema>;

export const salesReportResponseSchema = z.object({
  from: text(),
  to: text(),
  by: z.enum(REPORT_GROUPINGS),
  totals: salesFiguresSchema,
  periods: z
    .array(salesFiguresSchema.extend({ start: text().describe("The period's first India day") }))
    .describe("Every day, week or month of the period, oldest first, empty ones included"),
  sources: z.array(salesFiguresSchema.extend({ source: z.enum(ORDER_SOURCES) })).describe("Every source"),
  methods: z
    .array(
      z.object({
        method: z.enum(PAYMENT_METHODS),
        payments: z.number().int(),
        paid: rupees,
        refunds: z.number().int(),
        refunded: rupees,
      }),
    )
    .describe("Every payment method: payments and refunds on the period's orders"),
});
export type SalesReport = z.output<typeof salesReportResponseSchema>;

export const pieceFiguresSchema = z.object({
  product_id: z.number().int().nullable().describe("Null for a piece since deleted (its name as sold)"),
  name: text(),
  category: text().nullable(),
  units: z.number().int().describe("Units sold less units that came back"),
  revenue: rupees.describe("Kept units times their price, before the order's discount and delivery fee"),
});
export type PieceFigures = z.output<typeof pieceFiguresSchema>;

export const piecesReportResponseSchema = z.object({
  from: text(),
  to: text(),
  best: z.array(pieceFiguresSchema).describe("The pieces that earned most, most first"),
  slowest: z.array(pieceFiguresSchema).describe("The pieces on sale that sold fewest units, fewest first"),
  categories: z
    .array(z.object({ category: text().nullable(), units: z.number().int(), revenue: rupees }))
    .describe("Every category with a sale, most earned first"),
  unsold_days: z.number().int(),
  unsold: z
    .array(
      z.object({
        product_id: z.number().int(),
        name: text(),
        category: text().nullable(),
        stock: z.number().int(),
        last_sold_on: text().nullable().describe("The India day of its last sale; null if never sold"),
      }),
    )
    .describe("Pieces on sale with stock and no sale in the last 60 days, most stock first"),
});
export type PiecesReport = z.output<typeof piecesReportResponseSchema>;

/** A report's table as a spreadsheet (text/csv). */
export const reportCsvResponseSchema = text();

export const codReportQuerySchema = z.object(periodShape).superRefine(checkPeriod);
export type CodReportQuery = z.output<typeof codReportQuerySchema>;

export const codCsvQuerySchema = z
  .object({
    ...periodShape,
    table: z
      .enum(COD_TABLES, { error: `table must be one of ${COD_TABLES.join(", ")}` })
      .default("choices")
      .describe("Which table: COD against prepaid, returns to origin by state or by courier, or cash with couriers"),
  })
  .superRefine(checkPeriod);
export type CodCsvQuery = z.output<typeof codCsvQuerySchema>;

/** How parcels ended: shipped, delivered, returned to origin (RTO), and the RTO rate of those that finished. */
const parcelOutcomesShape = {
  shipped: z.number().int().describe("Parcels shipped"),
  delivered: z.number().int().describe("Parcels delivered"),
  returned: z.number().int().describe("Parcels returned to origin (refused or undeliverable)"),
  rto_rate: z
    .number()
    .nullable()
    .describe("Returned / (delivered + returned), as a percentage to one decimal; null while none finished"),
};

export const codReportResponseSchema = z.object({
  from: text(),
  to: text(),
  in_use: z.boolean().describe("COD is on, or the shop ever took a COD order: the desk shows the report only then"),
  choices: z
    .array(
      z.object({
        choice: z.enum(PAYMENT_CHOICES),
        orders: z.number().int().describe("Orders placed in the period and not cancelled"),
        sales: rupees.describe("Their sales (as the sales report counts them)"),
        cod_fees: rupees.describe("The COD fees in those sales"),
      }),
    )
    .describe("COD against prepaid, both always"),
  parcels: z
    .object({
      states: z
        .array(
          z.object({ state: text().describe("The customer's state; '' when none was given"), ...parcelOutcomesShape }),
        )
        .describe("Parcels of the period's orders by the customer's state, most shipped first"),
      couriers: z
        .array(z.object({ courier: text(), courier_name: text(), ...parcelOutcomesShape }))
        .describe("Parcels of the period's orders by courier, most shipped first"),
      choices: z
        .array(z.object({ choice: z.enum(PAYMENT_CHOICES), ...parcelOutcomesShape }))
        .describe("COD and prepaid parcels side by side, both always"),
      courier_charges: rupees.describe("What the couriers charged for the parcels that came back, a cost"),
    })
    .describe("Return to origin: how the parcels of orders placed in the period ended"),
  waiting: unremittedCashResponseSchema.describe(
    "Cash the couriers collected and have not yet paid over, now (not bound to the period)",
  ),
});
export type CodReport = z.output<typeof codReportResponseSchema>;
