// What orders are worth and still owe, as SQL: the desk's reads filter, count, sum and page on payment status, so it
// is derived from the payment, refund and return records in the database, not in JavaScript. What was received and
// given back is payments' SQL (payments/payment-sql.ts), what came back fulfilment's (fulfilment/returns-sql.ts); each
// expression mirrors one of packages/core order-payments.ts: keep the two the same.
import type { OrderStatus } from "@mayil/core/orders/order-life-cycle";
import { sql } from "drizzle-orm";
import { returnedPerOrder } from "../fulfilment";
import { paidPerOrder, paymentStatusOf, refundedPerOrder } from "../payments";
import { orders } from "./orders-tables";

export const totalPaise = sql`(${orders.total} * 100)::bigint`;

/** core's orderDuePaise() in SQL: the total less the returned units, never below 0; nothing once cancelled. */
export const duePerOrder = sql`(case when ${orders.status} = 'cancelled' then 0
  else greatest(${totalPaise} - ${returnedPerOrder}, 0) end)`;

/** core's amountOwedPaise() in SQL: still to collect. */
export const owedPerOrder = sql`greatest(${duePerOrder} - ${paidPerOrder}, 0)`;

/** core's refundOwedPaise() in SQL: owed back until a refund is recorded. */
export const refundOwedPerOrder = sql`greatest(${paidPerOrder} - ${refundedPerOrder} - ${duePerOrder}, 0)`;

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
