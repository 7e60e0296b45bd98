// Orders' numbers (MJ-000012) by id, for modules that show an order beside their own rows without reading the orders
// table (decision 078): the stock ledger gets this function from app.ts at registration, as stock cannot import
// orders (orders imports stock).
import { inArray } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { orders } from "./orders-tables";

/** Each order's number; an id no order has is missing from the map. */
export async function orderNumbersOf(db: Database | Transaction, ids: readonly (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(inArray(orders.id, wanted));
  return new Map(rows.map((row) => [row.id, row.orderNumber]));
}
