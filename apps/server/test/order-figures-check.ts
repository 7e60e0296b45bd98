// Every test shop's last check (test-app.ts, as it closes): the order and customer figures it kept (decisions 059 and
// 061) are exactly what its orders' records say now. The figures are worked out again from the records inside a
// transaction that is then rolled back, and compared row for row with those stored, so a write to an order that
// forgot keepOrderFigures fails the test file that made it, whatever that file tests. And no order has more refunded
// than paid (decision 050): voided payments and refunds left out, as the order's figures count them.
import { sql } from "drizzle-orm";
import type { Database } from "../src/db/database";
import { rebuildOrderFigures } from "../src/modules/orders/order-figures";

const EVERY_FIGURE = sql`select 'order ' || order_id || ' ' || row(f.*)::text as row from order_figures f
  union all select 'line ' || order_item_id || ' ' || row(f.*)::text from order_line_figures f
  union all select 'method ' || order_id || ' ' || row(f.*)::text from order_method_figures f
  union all select 'customer ' || row(c.*)::text from customer_figures c`;

class RolledBack extends Error {}

/** The figures rows that differ from a fresh working-out (stored ones marked "kept", fresh ones "records say"). */
export async function staleOrderFigures(db: Database): Promise<string[]> {
  const rowsOf = async (tx: Pick<Database, "execute">) =>
    new Set(((await tx.execute(EVERY_FIGURE)) as unknown as { rows: { row: string }[] }).rows.map((r) => r.row));
  let stale: string[] = [];
  await db
    .transaction(async (tx) => {
      const kept = await rowsOf(tx);
      await rebuildOrderFigures(tx);
      const fresh = await rowsOf(tx);
      stale = [
        ...[...kept].filter((row) => !fresh.has(row)).map((row) => `kept: ${row}`),
        ...[...fresh].filter((row) => !kept.has(row)).map((row) => `records say: ${row}`),
      ];
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return stale;
}

/** Orders whose live refunds add up to more than their live payments, e.g. "MJ-000012: paid 80.00, refunded 90.00". */
export async function ordersRefundedBeyondPaid(db: Database): Promise<string[]> {
  const result = (await db.execute(sql`select o.order_number as order,
      coalesce((select sum(p.amount) from order_payments p where p.order_id = o.id and p.voided_at is null), 0) as paid,
      coalesce((select sum(r.amount) from order_refunds r where r.order_id = o.id and r.voided_at is null), 0) as refunded
    from orders o`)) as unknown as { rows: { order: string; paid: string; refunded: string }[] };
  return result.rows
    .filter((row) => Number(row.refunded) > Number(row.paid))
    .map((row) => `${row.order}: paid ${row.paid}, refunded ${row.refunded}`);
}
