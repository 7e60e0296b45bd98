// What orders have received and still owe, as SQL: the desk's reads filter, count, sum and page on payment status,
// so it is derived from the payment records in the database, not in JavaScript.
import type { OrderStatus } from "@mayil/core/order-life-cycle";
import type { PaymentStatus } from "@mayil/core/order-payments";
import { isNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { orderPayments, orders } from "../../db/shopping-schema";

/** What each order has received, in whole paise (summed as paise so no rounding creeps in); voided payments count for nothing. */
export const paidPaise = (db: Database) =>
  db
    .select({
      orderId: orderPayments.orderId,
      paise: sql<string>`sum(${orderPayments.amount} * 100)::bigint`.as("paid_paise"),
    })
    .from(orderPayments)
    .where(isNull(orderPayments.voidedAt))
    .groupBy(orderPayments.orderId)
    .as("paid");

export type Paid = ReturnType<typeof paidPaise>;
export const paidOf = (paid: Paid) => sql`coalesce(${paid.paise}, 0)`;
export const totalPaise = sql`(${orders.total} * 100)::bigint`;

/** core's paymentStatus() in SQL, so the list can filter and count by it: keep the two the same. */
export const paymentStatusOf = (paidPaise: SQL) => sql<PaymentStatus>`case
  when ${paidPaise} <= 0 then case when ${totalPaise} <= 0 then 'paid' else 'unpaid' end
  when ${paidPaise} >= ${totalPaise} then 'paid'
  else 'partially_paid' end`;

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
/** Units in one order, asked per order for the same reason. */
export const unitsPerOrder = sql<number>`${sql.raw(
  `coalesce((select sum(i.quantity) from order_items i where i.order_id = "orders"."id"), 0)::int`,
)}`;

/** Orders that no longer owe anything even if unpaid: they will never be paid. */
export const DEAD_STATUSES: OrderStatus[] = ["cancelled", "returned"];
