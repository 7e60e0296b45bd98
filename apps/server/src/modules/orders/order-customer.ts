// Whose order it is, as the desk marks it (decision 058): one customer is one phone on her orders, her id her first
// order's id, and an order is "returning" when she has an earlier one not cancelled. Read from orders' own table for
// the desk's list and the order's page; the customers' list and page are the customers module's.
import type { OrderCustomer } from "@mayil/core/orders/owner-schemas";
import { and, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { orders } from "./orders-tables";

type Db = Database | Transaction;

/** An order that belongs to a customer: it has a phone (not a walk-in without one, not a deleted account's). */
export const hasCustomer = sql`${orders.customerPhone} <> ''`;

/**
 * Per order: its customer's id (her first order's id) and how many of her earlier orders were not cancelled. Asked
 * per row of a page, an index probe each.
 */
export const customerIdPerOrder = sql<number | null>`${sql.raw(
  `(select min(c.id) from orders c where c.customer_phone = "orders"."customer_phone" and c.customer_phone <> '')`,
)}`;
export const earlierOrdersPerOrder = sql<number>`${sql.raw(
  `(select count(*) from orders c where c.customer_phone = "orders"."customer_phone" and c.customer_phone <> '' and c.id < "orders"."id" and c.status <> 'cancelled')::int`,
)}`;

/** The mark an order carries on the desk: null without a customer; "returning" with an earlier order not cancelled. */
export function orderCustomer(customerId: number | null, earlier: number | null): OrderCustomer {
  if (customerId === null) return null;
  const before = Number(earlier ?? 0);
  return { id: Number(customerId), nth_order: before + 1, returning: before > 0 };
}

/** The same mark for one order read on its own (its page). */
export async function orderCustomerOf(db: Db, orderId: number): Promise<OrderCustomer> {
  const [row] = await db
    .select({ id: customerIdPerOrder, earlier: earlierOrdersPerOrder })
    .from(orders)
    .where(and(eq(orders.id, orderId), hasCustomer));
  return row ? orderCustomer(row.id, row.earlier) : null;
}
