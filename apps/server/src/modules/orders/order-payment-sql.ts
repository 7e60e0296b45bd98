// What orders have received, given back and still owe, as SQL: the desk's reads filter, count, sum and page on payment
// status, so it is derived from the payment, refund and return records in the database, not in JavaScript. Each
// expression mirrors one of packages/core order-payments.ts: keep the two the same.
import type { OrderStatus } from "@mayil/core/orders/order-life-cycle";
import type { PaymentStatus } from "@mayil/core/orders/order-payments";
import { type SQL, sql } from "drizzle-orm";
import { orders } from "./orders-tables";

export const totalPaise = sql`(${orders.total} * 100)::bigint`;

/**
 * What one order has received, asked per order: the list reads one page of orders, so this costs an index lookup
 * per row, where joining every order's sum aggregated the whole payments table on each request (bench:desk: the
 * first page went from 29 to 382 requests a second on PostgreSQL at 20,000 orders). Written out in full because
 * inside a query on one table Drizzle names columns without their table ("id"), which the subquery would read as
 * its own table's column.
 */
export const paidPerOrder = sql.raw(
  `coalesce((select sum(p.amount * 100) from order_payments p where p.order_id = "orders"."id" and p.voided_at is null), 0)::bigint`,
);
/** What one order has given back, asked per order the same way; voided refunds count for nothing. */
export const refundedPerOrder = sql.raw(
  `coalesce((select sum(r.amount * 100) from order_refunds r where r.order_id = "orders"."id" and r.voided_at is null), 0)::bigint`,
);
/** What the units that came back from one order were sold for, asked per order the same way. */
export const returnedPerOrder = sql.raw(
  `coalesce((select sum(l.quantity * i.unit_price * 100) from order_return_lines l join order_returns b on b.id = l.return_id join order_items i on i.id = l.order_item_id where b.order_id = "orders"."id"), 0)::bigint`,
);

/** core's orderDuePaise() in SQL: the total less the returned units, never below 0; nothing once cancelled. */
export const duePerOrder = sql`(case when ${orders.status} = 'cancelled' then 0
  else greatest(${totalPaise} - ${returnedPerOrder}, 0) end)`;

/** core's amountOwedPaise() in SQL: still to collect. */
export const owedPerOrder = sql`greatest(${duePerOrder} - ${paidPerOrder}, 0)`;

/** core's refundOwedPaise() in SQL: owed back until a refund is recorded. */
export const refundOwedPerOrder = sql`greatest(${paidPerOrder} - ${refundedPerOrder} - ${duePerOrder}, 0)`;

/** What an order's payment status is made of, as SQL expressions in whole paise. */
export interface OrderMoney {
  paid: SQL;
  refunded: SQL;
  total: SQL;
  due: SQL;
}

/** core's paymentStatus() in SQL, so the list can filter and count by it: keep the two the same. */
export const paymentStatusOf = ({ paid, refunded, total, due }: OrderMoney) => sql<PaymentStatus>`case
  when ${refunded} > 0 then case when ${refunded} >= ${paid} then 'refunded' else 'partly_refunded' end
  when ${paid} <= 0 then case when ${total} <= 0 then 'paid' else 'unpaid' end
  when ${paid} >= ${due} then 'paid'
  else 'partially_paid' end`;

/** One order's payment status, asked per order (a page of the list, one order). */
export const paymentStatusPerOrder = paymentStatusOf({
  paid: paidPerOrder,
  refunded: refundedPerOrder,
  total: totalPaise,
  due: duePerOrder,
});

/** Units in one order, asked per order for the same reason. */
export const unitsPerOrder = sql<number>`${sql.raw(
  `coalesce((select sum(i.quantity) from order_items i where i.order_id = "orders"."id"), 0)::int`,
)}`;

/** Orders that no longer owe anything even if unpaid: they will never be paid. */
export const DEAD_STATUSES: OrderStatus[] = ["cancelled", "returned"];
