// How the shop is doing, read from the order figures (decision 059): each order's India day, source, units kept,
// worth, paid and refunded, its lines' pieces and its payments by method, worked out again by the orders module in the
// transaction of every write to the order (modules/orders/order-figures.ts), and read through its surface. A report sums its period's rows by their
// India day (an index on each table), so it costs the period's orders, never the whole history, and says what the
// order list and each order's page say. Decision 057 says what each figure means.

import { addDays } from "@mayil/core/calendar/calendar";
import { isoDay } from "@mayil/core/calendar/iso-day";
import type { Paise } from "@mayil/core/money/money";
import { Money } from "@mayil/core/money/money";
import { DESK_PAYMENT_METHODS, PAYMENT_METHODS, type PaymentMethod } from "@mayil/core/orders/order-payments";
import { ORDER_SOURCES } from "@mayil/core/orders/order-sources";
import { periodStart, periodStarts } from "@mayil/core/reports/report-periods";
import {
  type CodReport,
  type CodReportQuery,
  type PieceFigures,
  type PiecesReport,
  type PiecesReportQuery,
  REPORT_TOP,
  type SalesFigures,
  type SalesReport,
  type SalesReportQuery,
  UNSOLD_DAYS,
} from "@mayil/core/reports/reports-schemas";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { lineFigures, moneyByMethod, salesByDayAndSource } from "../orders";
import { pieceStock } from "../stock";
import { codReport } from "./cod-report";
import { reportPeriod } from "./report-period";

/** Sums kept in whole paise while adding up: the rupee strings are made once, at the end. */
interface Tally {
  orders: number;
  units: number;
  sales: Paise;
  returns: Paise;
  revenue: Paise;
  paid: Paise;
  owed: Paise;
  refunded: Paise;
  refundOwed: Paise;
}
const emptyTally = (): Tally => ({
  orders: 0,
  units: 0,
  sales: 0,
  returns: 0,
  revenue: 0,
  paid: 0,
  owed: 0,
  refunded: 0,
  refundOwed: 0,
});
function addTo(tally: Tally, row: Tally) {
  tally.orders += row.orders;
  tally.units += row.units;
  tally.sales += row.sales;
  tally.returns += row.returns;
  tally.revenue += row.revenue;
  tally.paid += row.paid;
  tally.owed += row.owed;
  tally.refunded += row.refunded;
  tally.refundOwed += row.refundOwed;
}
const figuresOf = (tally: Tally): SalesFigures => ({
  orders: tally.orders,
  units: tally.units,
  sales: Money.toWire(tally.sales),
  returns: Money.toWire(tally.returns),
  revenue: Money.toWire(tally.revenue),
  paid: Money.toWire(tally.paid),
  owed: Money.toWire(tally.owed),
  refunded: Money.toWire(tally.refunded),
  refund_owed: Money.toWire(tally.refundOwed),
});

type Rows<T> = { rows: T[] };

export class ReportService {
  constructor(private readonly db: Database) {}

  private async rows<T>(query: SQL): Promise<T[]> {
    return ((await this.db.execute(query)) as unknown as Rows<T>).rows;
  }

  /**
   * The India days [from, to] of a report, as a condition on an order figures table's placed_on (each has an index
   * on it): the work grows with the period's orders, never with the whole history.
   */
  private inPeriod(from: string, to: string) {
    return sql`placed_on >= ${from}::date and placed_on <= ${to}::date`;
  }

  /** Cash on delivery against prepaid, parcels returned to origin, and the cash waiting with couriers (cod-report.ts). */
  cashOnDelivery(query: CodReportQuery): Promise<CodReport> {
    return codReport(this.db, query);
  }

  async sales(query: SalesReportQuery): Promise<SalesReport> {
    const { from, to } = reportPeriod(query, query.by);
    const { by } = query;
    // Per order first (units, paid, refunded, returned units and their value), then per India day and source.
    const perDay = await salesByDayAndSource(this.db, from, to);
    const methodRows = await moneyByMethod(this.db, from, to);

    const totals = emptyTally();
    const periods = new Map(periodStarts(from, to, by).map((day) => [day, emptyTally()]));
    const sources = new Map(ORDER_SOURCES.map((source) => [source, emptyTally()]));
    for (const row of perDay) {
      const tally: Tally = {
        orders: row.orders,
        units: row.units,
        sales: Number(row.sales),
        returns: Number(row.returns),
        revenue: Number(row.revenue),
        paid: Number(row.paid),
        owed: Number(row.owed),
        refunded: Number(row.refunded),
        refundOwed: Number(row.refundOwed),
      };
      addTo(totals, tally);
      const period = periods.get(periodStart(row.day, by));
      if (period) addTo(period, tally);
      const source = sources.get(row.source);
      if (source) addTo(source, tally);
    }
    // The desk's ways always, each with its count; the gateway's `online` only once money came that way (a shop
    // without the gateway would see a row of noughts for something it does not take).
    const taken = (method: PaymentMethod) =>
      (DESK_PAYMENT_METHODS as readonly PaymentMethod[]).includes(method) ||
      methodRows.some((row) => row.method === method);
    const methods = PAYMENT_METHODS.filter(taken).map((method) => {
      const payment = methodRows.find((row) => row.kind === "payment" && row.method === method);
      const refund = methodRows.find((row) => row.kind === "refund" && row.method === method);
      return {
        method,
        payments: payment?.count ?? 0,
        paid: Money.toWire(Number(payment?.sum ?? 0)),
        refunds: refund?.count ?? 0,
        refunded: Money.toWire(Number(refund?.sum ?? 0)),
      };
    });
    return {
      from,
      to,
      by,
      totals: figuresOf(totals),
      periods: [...periods].map(([day, tally]) => ({ start: day, ...figuresOf(tally) })),
      sources: [...sources].map(([source, tally]) => ({ source, ...figuresOf(tally) })),
      methods,
    };
  }

  /** Every piece sold in the period and every piece on sale, with units and revenue net of returns. */
  private async allPieces(from: string, to: string): Promise<PieceFigures[]> {
    const rows = await this.rows<{
      product_id: number | null;
      name: string;
      category: string | null;
      units: number;
      revenue: string;
    }>(sql`with sold as (
        select product_id, case when product_id is null then product_name end as gone_name,
          sum(units) as units, sum(revenue) as revenue
        from ${lineFigures} f where ${this.inPeriod(from, to)}
        group by 1, 2),
      pieces as (select product_id, gone_name, units, revenue from sold
                 union all
                 select p.id, null, 0, 0 from products p
                 where p.is_active and not p.is_draft and not exists (select 1 from sold where sold.product_id = p.id))
      select pieces.product_id, coalesce(p.name, pieces.gone_name) as name, c.name as category,
             pieces.units::int as units, pieces.revenue::bigint::text as revenue
      from pieces left join products p on p.id = pieces.product_id left join categories c on c.id = p.category_id`);
    return rows.map((row) => ({
      product_id: row.product_id,
      name: row.name,
      category: row.category,
      units: row.units,
      revenue: Money.toWire(Number(row.revenue)),
    }));
  }

  async pieces(query: PiecesReportQuery): Promise<PiecesReport> {
    const { from, to } = reportPeriod(query, undefined, 30);
    const pieces = await this.allPieces(from, to);
    const onSale = new Set(await this.onSaleIds());
    const byRevenue = [...pieces].sort(mostEarnedFirst);
    const categories = new Map<string | null, { units: number; revenue: Paise }>();
    for (const piece of pieces) {
      if (piece.units === 0 && Money.fromWire(piece.revenue) === 0) continue;
      const category = categories.get(piece.category) ?? { units: 0, revenue: 0 };
      category.units += piece.units;
      category.revenue += Money.fromWire(piece.revenue);
      categories.set(piece.category, category);
    }
    return {
      from,
      to,
      best: byRevenue.filter((piece) => piece.units > 0).slice(0, REPORT_TOP),
      slowest: pieces
        .filter((piece) => piece.product_id !== null && onSale.has(piece.product_id))
        .sort(fewestFirst)
        .slice(0, REPORT_TOP),
      categories: [...categories]
        .map(([category, figures]) => ({ category, units: figures.units, revenue: Money.toWire(figures.revenue) }))
        .sort((a, b) => Money.fromWire(b.revenue) - Money.fromWire(a.revenue) || b.units - a.units),
      unsold_days: UNSOLD_DAYS,
      unsold: await this.unsold(),
    };
  }

  /** Every piece (for the spreadsheet): most earned first. */
  async piecesTable(query: PiecesReportQuery): Promise<{ from: string; to: string; pieces: PieceFigures[] }> {
    const { from, to } = reportPeriod(query, undefined, 30);
    return { from, to, pieces: (await this.allPieces(from, to)).sort(mostEarnedFirst) };
  }

  private async onSaleIds(): Promise<number[]> {
    const rows = await this.rows<{ id: number }>(sql`select id from products where is_active and not is_draft`);
    return rows.map((row) => row.id);
  }

  /**
   * Pieces on sale with stock (own count plus colours on sale, decision 027) and no line in an order placed on the
   * last UNSOLD_DAYS India days (today included) that was not cancelled: most stock first.
   */
  async unsold(): Promise<PiecesReport["unsold"]> {
    const since = addDays(isoDay(new Date()), -(UNSOLD_DAYS - 1));
    const rows = await this.rows<{
      product_id: number;
      name: string;
      category: string | null;
      stock: number;
      last_sold: string | null;
    }>(sql`with recent as (
        select distinct product_id from ${lineFigures} f
        where placed_on >= ${since}::date and product_id is not null),
      waiting as (
        select products.id, products.name, products.category_id, ${pieceStock} as stock from products
        where products.is_active and not products.is_draft and ${pieceStock} > 0
          and products.id not in (select product_id from recent))
      select w.id as product_id, w.name, c.name as category, w.stock,
        -- Its last sale through its own lines' figures (order_line_figures_product_idx). The "offset 0" keeps the
        -- planner from turning max() into a backwards walk of the day index until a line of this piece turns up: for
        -- a piece never sold that walk read every line (850 ms at 100,000 orders, bench:desk).
        (select max(x.placed_on)::text
         from (select f.placed_on from ${lineFigures} f where f.product_id = w.id offset 0) x) as last_sold
      from waiting w left join categories c on c.id = w.category_id
      order by w.stock desc, w.name`);
    return rows.map((row) => ({
      product_id: row.product_id,
      name: row.name,
      category: row.category,
      stock: row.stock,
      last_sold_on: row.last_sold,
    }));
  }
}

const mostEarnedFirst = (a: PieceFigures, b: PieceFigures) =>
  Money.fromWire(b.revenue) - Money.fromWire(a.revenue) || b.units - a.units || a.name.localeCompare(b.name);
const fewestFirst = (a: PieceFigures, b: PieceFigures) =>
  a.units - b.units || Money.fromWire(a.revenue) - Money.fromWire(b.revenue) || a.name.localeCompare(b.name);
