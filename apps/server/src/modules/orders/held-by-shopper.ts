// What one shopper's waiting orders hold of each piece (decision 038): orders' own rows, read for the stock's hold
// share. The order hands this read to reserveStock in its HoldLimit (stock cannot import orders); the cart calls it to
// say how many she may order now.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { type HeldByShopper, stockItemKey } from "../stock";
import { orderItems, orders } from "./orders-tables";

/**
 * What the shopper already holds of each of these items in her orders still `placed`, keyed by stockItemKey. Read
 * under her lock (lock 1): no other order of hers can be placed meanwhile; the expiry and the desk only lower it.
 */
export const heldByShopper: HeldByShopper = async (tx: Transaction | Database, shopperId, items) => {
  const productIds = [...new Set(items.map((item) => item.productId))];
  const held = new Map<string, number>();
  if (productIds.length === 0) return held;
  const rows = await tx
    .select({
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      units: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, shopperId), eq(orders.status, "placed"), inArray(orderItems.productId, productIds)))
    .groupBy(orderItems.productId, orderItems.variantId);
  for (const row of rows) {
    if (row.productId === null) continue;
    held.set(stockItemKey({ productId: row.productId, variantId: row.variantId }), Number(row.units));
  }
  return held;
};
