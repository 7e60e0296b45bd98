// Each order's figures as the reports count them (decision 059): one row per order (India day, source, units kept,
// worth, paid, refunded), one per line of an order that counts (the piece, units kept and what they earned) and one
// per payment or refund method. Every write to an order's items, status, payments, refunds or returns calls
// keepOrderFigures in its own transaction, after its writes and under the order's lock, and the order's rows are worked
// out again whole from its records: nothing is ever added to or taken from a figure, so a figure cannot drift from
// the records it comes from. The reports then read a period's rows by their India day instead of summing every
// order's payments, refunds, returns and lines on each request (bench:desk: a year's sales report 341 ms p95 at
// 100,000 orders when it did).
//
// Also kept per order: what is still owed (nothing once cancelled or returned), owed back, and the payment status,
// for Today, the order list's payment filters and the customers (migration 0016). Then per customer (a phone on an
// order, decision 058): her first and latest order and what her orders are worth, for the desk's customers list
// (decision 061), kept by the customers module (customers/customer-figures.ts) from her orders' figures under her own
// lock, in the same transaction.
//
// The figures stay orders' (decision 079): they are worked out in every order write's transaction under the order's
// lock, each statement driven by orders and their lines, and orders' own desk reads (Today, the list's payment
// filters) read them; a module of their own would sit below orders and need orders' SQL handed in for every statement.
//
// Each figure means what the order's page says (core's order-payments.ts, order-payment-sql.ts here): keep them the
// same. What was paid and refunded comes from payments' SQL of its records (payments/payment-sql.ts), what came
// back from fulfilment's (fulfilment/returns-sql.ts), so the statements stay one each without naming their tables. The migration that made these tables (drizzle/0015_order_figures.sql) filled them with these statements.
// The tables are named by their objects (decision 078), so a renamed or moved table cannot leave a statement behind.
import { type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { keepCustomerFigures, rebuildCustomerFigures } from "../customers";
import { returnedLines, returnedUnitsOfItem } from "../fulfilment";
import { paidOf, paymentStatusOf, refundedOf, standingPayments, standingRefunds } from "../payments";
import { ordersOfCustomers } from "./customer-orders";
import { DEAD_STATUSES } from "./order-payment-sql";
import { orderFigures, orderItems, orderLineFigures, orderMethodFigures, orders } from "./orders-tables";

/** Orders that will never be paid (cancelled, returned): they owe nothing, as the desk's "Money owed" says. */
const DEAD = sql.join(
  DEAD_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/** The India day an order was placed on: its UTC instant moved on by India's fixed 5 h 30 min. */
const PLACED_ON = sql.raw(`((o.created_at at time zone 'UTC') + interval '330 minutes')::date`);

/** The statements that work out again the figures of the orders `o` matching `which` (a condition on `orders o`). */
function figureStatements(which: SQL): SQL[] {
  return [
    sql`insert into ${orderFigures} (order_id, placed_on, source, counted, units, sales, worth, paid, refunded, owed,
        refund_owed, payment_status, customer_phone)
      select o.id, ${PLACED_ON}, o.source, o.status <> 'cancelled', items.units - back.units,
        case when o.status = 'cancelled' then 0::bigint else (o.total * 100)::bigint end, w.worth,
        pay.paid, ref.refunded,
        case when o.status in (${DEAD}) then 0 else greatest(w.worth - pay.paid, 0) end,
        greatest(pay.paid - ref.refunded - w.worth, 0),
        ${paymentStatusOf({ paid: sql`pay.paid`, refunded: sql`ref.refunded`, total: sql`(o.total * 100)::bigint`, due: sql`w.worth` })},
        coalesce(o.customer_phone, '')
      from ${orders} o
      cross join lateral (select coalesce(sum(i.quantity), 0)::int as units from ${orderItems} i
                          where i.order_id = o.id) items
      cross join lateral (select ${paidOf(sql`o.id`)} as paid) pay
      cross join lateral (select ${refundedOf(sql`o.id`)} as refunded) ref
      cross join lateral (select coalesce(sum(l.quantity), 0)::int as units,
                            coalesce(sum(l.quantity * i.unit_price * 100), 0)::bigint as value
                          from ${returnedLines} l
                          join ${orderItems} i on i.id = l.order_item_id where l.order_id = o.id) back
      cross join lateral (select case when o.status = 'cancelled' then 0::bigint
                            else greatest((o.total * 100)::bigint - back.value, 0) end as worth) w
      where ${which}
      on conflict (order_id) do update set placed_on = excluded.placed_on, source = excluded.source,
        counted = excluded.counted, units = excluded.units, sales = excluded.sales, worth = excluded.worth,
        paid = excluded.paid, refunded = excluded.refunded, owed = excluded.owed, refund_owed = excluded.refund_owed,
        payment_status = excluded.payment_status, customer_phone = excluded.customer_phone`,
    sql`delete from ${orderLineFigures} f using ${orders} o where f.order_id = o.id and ${which}`,
    sql`insert into ${orderLineFigures} (order_item_id, order_id, placed_on, product_id, product_name, units, revenue)
      select i.id, o.id, ${PLACED_ON}, i.product_id, i.product_name, i.quantity - back.units,
        ((i.quantity - back.units) * i.unit_price * 100)::bigint
      from ${orders} o join ${orderItems} i on i.order_id = o.id
      cross join lateral (select ${returnedUnitsOfItem(sql`i.id`)} as units) back
      where o.status <> 'cancelled' and ${which}`,
    sql`delete from ${orderMethodFigures} f using ${orders} o where f.order_id = o.id and ${which}`,
    sql`insert into ${orderMethodFigures} (order_id, kind, method, placed_on, count, amount)
      select o.id, 'payment', p.method, ${PLACED_ON}, count(*)::int, sum(p.amount * 100)::bigint
      from ${orders} o join ${standingPayments} p on p.order_id = o.id
      where o.status <> 'cancelled' and ${which}
      group by o.id, p.method
      union all
      select o.id, 'refund', r.method, ${PLACED_ON}, count(*)::int, sum(r.amount * 100)::bigint
      from ${orders} o join ${standingRefunds} r on r.order_id = o.id
      where o.status <> 'cancelled' and ${which}
      group by o.id, r.method`,
  ];
}

/** The phones (not '') a query finds, in its column `phone`. */
async function phonesFound(tx: Transaction | Database, query: SQL): Promise<string[]> {
  const { rows } = (await tx.execute(query)) as unknown as { rows: { phone: string }[] };
  return rows.map((row) => row.phone);
}

/**
 * Works out again the figures of these orders from their records, then those of their customers (the phone each
 * order has now, and the one it had when its figures were last kept: an account's deletion blanks it). Called by every write to an
 * order, in its transaction, after the write and while it holds the order's lock (lock-order.ts: the figures hang
 * under it). The customers' rows are theirs (keepCustomerFigures), worked out from these orders' figures with the SQL
 * orders gives them (customer-orders.ts), each under the customer's own lock.
 */
export async function keepOrderFigures(tx: Transaction | Database, orderIds: readonly number[]): Promise<void> {
  const ids = [...new Set(orderIds)].filter((id) => Number.isSafeInteger(id));
  if (ids.length === 0) return;
  const idList = sql`${`{${ids.join(",")}}`}::int[]`;
  const before = await phonesFound(
    tx,
    sql`select customer_phone as phone from ${orderFigures} where order_id = any(${idList}) and customer_phone <> ''`,
  );
  for (const statement of figureStatements(sql`o.id = any(${idList})`)) await tx.execute(statement);
  const now = await phonesFound(
    tx,
    sql`select customer_phone as phone from ${orders} where id = any(${idList}) and customer_phone <> ''`,
  );
  await keepCustomerFigures(tx, [...before, ...now], ordersOfCustomers);
}

/**
 * Works out every order's figures and every customer's again (a repair after the records were changed by hand, or
 * the bench's history written straight into the tables), in one transaction.
 */
export async function rebuildOrderFigures(db: Database | Transaction): Promise<void> {
  await db.transaction(async (tx) => {
    for (const statement of figureStatements(sql`true`)) await tx.execute(statement);
    await rebuildCustomerFigures(tx, ordersOfCustomers);
  });
}
