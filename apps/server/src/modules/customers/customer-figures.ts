// Each customer's figures (decision 061): her first and latest order and what her orders are worth, one row per phone
// for the desk's list to sort and page by. Worked out again whole from her orders' figures, never added to, by every
// write to one of her orders (orders' keepOrderFigures calls keepCustomerFigures in the write's transaction, after the
// order's own figures), so the row cannot drift from the orders it comes from. The orders' SQL comes from orders
// (customer-orders.ts), so the statements stay one each without naming orders' tables.
import { type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import type { OrdersOfCustomers } from "./customer-orders";
import { customerFigures } from "./customers-tables";

/**
 * The statements that work out again these customers (phones), or every customer: a customer is gone once no order
 * carries her phone (an account's deletion blanks it), the others' rows come from their orders' figures.
 */
function customerStatements(phones: readonly string[] | "every customer", orders: OrdersOfCustomers): SQL[] {
  // A text[] literal: each phone quoted (E.164 numbers, but quoted as any text would be).
  const listed =
    phones === "every customer"
      ? undefined
      : sql`${`{${phones.map((phone) => JSON.stringify(phone)).join(",")}}`}::text[]`;
  return [
    listed === undefined
      ? sql`delete from ${customerFigures}`
      : sql`delete from ${customerFigures} c where c.phone = any(${listed})
          and not ${orders.carrying(sql`c.phone`)}`,
    sql`insert into ${customerFigures} (phone, first_order_id, last_order_id, spent)
      ${orders.perPhone(listed)}
      on conflict (phone) do update set first_order_id = excluded.first_order_id,
        last_order_id = excluded.last_order_id, spent = excluded.spent`,
  ];
}

/** The first half of a customer's two-number advisory lock (media keys and the category tree have their own). */
const CUSTOMER_LOCK_CLASS = 13_015;

/**
 * Works out again the figures of these customers (phones, '' left out), in the caller's transaction after her orders'
 * figures were kept, while it holds those orders' locks (lock-order.ts: the customers hang under them). Each customer
 * is locked first, in phone order: two orders of one customer written at once (each under its own order's lock) then
 * take turns, and the second works her figures out after the first committed, from both orders (each statement of a
 * READ COMMITTED transaction sees what was committed before it began).
 */
export async function keepCustomerFigures(
  tx: Transaction | Database,
  phones: readonly string[],
  orders: OrdersOfCustomers,
): Promise<void> {
  const sorted = [...new Set(phones)].filter((phone) => phone !== "").sort();
  if (sorted.length === 0) return;
  for (const phone of sorted) {
    await tx.execute(sql`select pg_advisory_xact_lock(${CUSTOMER_LOCK_CLASS}, hashtext(${phone}))`);
  }
  for (const statement of customerStatements(sorted, orders)) await tx.execute(statement);
}

/** Works out every customer's figures again, in the caller's transaction (after every order's figures were). */
export async function rebuildCustomerFigures(tx: Transaction, orders: OrdersOfCustomers): Promise<void> {
  for (const statement of customerStatements("every customer", orders)) await tx.execute(statement);
}
