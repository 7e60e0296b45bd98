// The reports' reads of the order figures (decision 059), a period's rows by their India day: the orders module
// owns the figures, so the reports ask for these sums instead of reading its tables (decision 078).
import { and, gte, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { orderFigures, orderLineFigures, orderMethodFigures } from "./orders-tables";

/** Sums in whole paise, as text: a year of a busy shop's figures passes what a JavaScript number holds exactly. */
const paiseSum = (value: ReturnType<typeof sql>) => sql<string>`sum(${value})::bigint::text`;

/**
 * The orders that count (cancelled ones do not), placed on the India days [from, to], summed per day and source:
 * units kept, sales, returns (sales less worth), revenue (worth), paid, still owed, refunded and owed back.
 */
export function salesByDayAndSource(db: Database, from: string, to: string) {
  const f = orderFigures;
  return (
    db
      .select({
        day: f.placedOn,
        source: f.source,
        orders: sql<number>`count(*)::int`,
        units: sql<number>`sum(${f.units})::int`,
        sales: paiseSum(sql`${f.sales}`),
        returns: paiseSum(sql`${f.sales} - ${f.worth}`),
        revenue: paiseSum(sql`${f.worth}`),
        paid: paiseSum(sql`${f.paid}`),
        owed: paiseSum(sql`greatest(${f.worth} - ${f.paid}, 0)`),
        refunded: paiseSum(sql`${f.refunded}`),
        refundOwed: paiseSum(sql`greatest(${f.paid} - ${f.refunded} - ${f.worth}, 0)`),
      })
      .from(f)
      // `counted` as the partial index order_figures_placed_idx states it, so the period is read from that index.
      .where(and(sql`${f.counted}`, gte(f.placedOn, from), lte(f.placedOn, to)))
      .groupBy(f.placedOn, f.source)
  );
}

/** The payments and refunds (voided ones left out) of the orders placed on the India days [from, to], per method. */
export function moneyByMethod(db: Database, from: string, to: string) {
  const m = orderMethodFigures;
  return db
    .select({
      kind: m.kind,
      method: m.method,
      count: sql<number>`sum(${m.count})::int`,
      sum: paiseSum(sql`${m.amount}`),
    })
    .from(m)
    .where(and(gte(m.placedOn, from), lte(m.placedOn, to)))
    .groupBy(m.kind, m.method);
}

/**
 * Each line that counts, as rows (placed_on, product_id, product_name, units, revenue) a report's statement reads: the
 * pieces report joins them with the catalogue's pieces in one statement, and finds a piece's last sale through
 * order_line_figures_product_idx.
 */
export const lineFigures = sql`(select placed_on, product_id, product_name, units, revenue from ${orderLineFigures})`;
