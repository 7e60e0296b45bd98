// The stock ledger as the owner reads it: an item's movements, newest first, with the order's number and who made each.
import type { StockMovement } from "@mayil/core/stock/stock-adjustment-schemas";
import { and, desc, eq, isNull, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { namesOfPeople } from "../users";
import { knownStockItem } from "./known-stock-item";
import type { OrderNumbers } from "./order-numbers";
import type { StockItem } from "./stock-ledger";
import { stockMovements } from "./stock-tables";

/** One page of an item's history: a product's own stock (variantId null) or one colour's. */
export async function stockMovementsOf(
  db: Database,
  orderNumbers: OrderNumbers,
  item: StockItem,
  limit: number,
): Promise<StockMovement[]> {
  await knownStockItem(db, item);
  return movementViews(
    db,
    orderNumbers,
    and(
      eq(stockMovements.productId, item.productId),
      item.variantId === null ? isNull(stockMovements.variantId) : eq(stockMovements.variantId, item.variantId),
    ),
    limit,
  );
}

/** One ledger row as the API shows it (the one an adjustment just wrote). */
export async function stockMovementById(
  db: Database | Transaction,
  orderNumbers: OrderNumbers,
  id: number,
): Promise<StockMovement> {
  const [movement] = await movementViews(db, orderNumbers, eq(stockMovements.id, id), 1);
  if (!movement) throw new Error(`stock movement ${id} not found`);
  return movement;
}

async function movementViews(
  db: Database | Transaction,
  orderNumbers: OrderNumbers,
  where: SQL | undefined,
  limit: number,
) {
  const rows = await db
    .select({
      id: stockMovements.id,
      productId: stockMovements.productId,
      variantId: stockMovements.variantId,
      change: stockMovements.change,
      reason: stockMovements.reason,
      stockAfter: stockMovements.stockAfter,
      orderId: stockMovements.orderId,
      byUserId: stockMovements.byUserId,
      note: stockMovements.note,
      createdAt: stockMovements.createdAt,
    })
    .from(stockMovements)
    .where(where)
    // Ids follow the order the changes were made in (each was written under its item's lock), unlike created_at,
    // which is the start of each transaction.
    .orderBy(desc(stockMovements.id))
    .limit(limit);
  // Each row's order by its number (MJ-000012, the one the desk and the customer's messages use), and who made each:
  // the person's name, else the email they are known by. Orders' and users' own reads, after the page.
  const numbers = await orderNumbers(
    db,
    rows.map((row) => row.orderId),
  );
  const names = await namesOfPeople(
    db,
    rows.map((row) => row.byUserId),
  );
  return rows.map(
    (row): StockMovement => ({
      id: row.id,
      product_id: row.productId,
      variant_id: row.variantId,
      change: row.change,
      reason: row.reason,
      stock_after: row.stockAfter,
      order_id: row.orderId,
      order_number: row.orderId === null ? null : (numbers.get(row.orderId) ?? null),
      by: row.byUserId === null ? null : (names.get(row.byUserId) ?? null),
      note: row.note,
      created_at: row.createdAt,
    }),
  );
}
