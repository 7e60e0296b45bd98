// What orders have received and given back, as SQL others build their statements from: the desk's reads filter,
// count, sum and page on payment status, and the figures are worked out again in single statements, so these are
// expressions and subqueries over the payment and refund records rather than reads. Each mirrors packages/core
// order-payments.ts: keep the two the same.
import type { PaymentStatus } from "@mayil/core/orders/order-payments";
import { type SQL, sql } from "drizzle-orm";
import { orderPayments, orderRefunds } from "./payments-tables";

/**
 * What one order has received, asked per order in a query on `orders`: the list reads one page of orders, so this
 * costs an index lookup per row, where joining every order's sum aggregated the whole payments table on each request
 * (bench:desk: the first page went from 29 to 382 requests a second on PostgreSQL at 20,000 orders). Written out in
 * full because inside a query on one table Drizzle names columns without their table ("id"), which the subquery
 * would read as its own table's column.
 */
export const paidPerOrder = sql.raw(
  `coalesce((select sum(p.amount * 100) from order_payments p where p.order_id = "orders"."id" and p.voided_at is null), 0)::bigint`,
);
/** What one order has given back, asked per order the same way; voided refunds count for nothing. */
export const refundedPerOrder = sql.raw(
  `coalesce((select sum(r.amount * 100) from order_refunds r where r.order_id = "orders"."id" and r.voided_at is null), 0)::bigint`,
);

/** What the order whose id is `orderId` (a column of the caller's statement) was paid, in whole paise. */
export const paidOf = (orderId: SQL) =>
  sql`(select coalesce(sum(p.amount * 100), 0)::bigint from ${orderPayments} p
       where p.order_id = ${orderId} and p.voided_at is null)`;

/** What the order whose id is `orderId` was given back, in whole paise; voided refunds count for nothing. */
export const refundedOf = (orderId: SQL) =>
  sql`(select coalesce(sum(r.amount * 100), 0)::bigint from ${orderRefunds} r
       where r.order_id = ${orderId} and r.voided_at is null)`;

/** The payments that stand, as rows (order_id, method, amount) a statement joins to its orders. */
export const standingPayments = sql`(select order_id, method, amount from ${orderPayments} where voided_at is null)`;

/** The refunds that stand, as rows (order_id, method, amount) the same way. */
export const standingRefunds = sql`(select order_id, method, amount from ${orderRefunds} where voided_at is null)`;

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
