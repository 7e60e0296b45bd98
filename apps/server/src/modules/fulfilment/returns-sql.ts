// The units that came back, as SQL others build their statements from: the desk's reads filter, sum and page on what
// an order is still worth, the spreadsheet shows each line's returned units, and the figures are worked out again in
// single statements, so these are expressions and subqueries over the return records rather than reads.
import { type SQL, sql } from "drizzle-orm";
import { orderReturnLines, orderReturns } from "./fulfilment-tables";

/**
 * What the units that came back from one order were sold for, asked per order in a query on `orders` (as payments'
 * sums are). Written out in full because inside a query on one table Drizzle names columns without their table.
 */
export const returnedPerOrder = sql.raw(
  `coalesce((select sum(l.quantity * i.unit_price * 100) from order_return_lines l join order_returns b on b.id = l.return_id join order_items i on i.id = l.order_item_id where b.order_id = "orders"."id"), 0)::bigint`,
);

/** Units of one line that came back (partial returns), asked per row in a query on `order_items`: most have none. */
export const returnedUnitsPerItem = sql.raw(
  `coalesce((select sum(l.quantity) from order_return_lines l where l.order_item_id = "order_items"."id"), 0)::int`,
);

/** Every returned unit, as rows (order_id, order_item_id, quantity) a statement joins to its orders and lines. */
export const returnedLines = sql`(select b.order_id, l.order_item_id, l.quantity
  from ${orderReturns} b join ${orderReturnLines} l on l.return_id = b.id)`;

/** The units of the line whose id is `itemId` (a column of the caller's statement) that came back. */
export const returnedUnitsOfItem = (itemId: SQL) =>
  sql`(select coalesce(sum(l.quantity), 0)::int from ${orderReturnLines} l where l.order_item_id = ${itemId})`;
