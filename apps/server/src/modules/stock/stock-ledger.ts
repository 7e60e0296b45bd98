// The stock ledger: every change of a product's or colour's stock is one row, written in the transaction that makes it.
import type { StockReason } from "@mayil/core/stock/stock-ledger";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Transaction } from "../../db/database";
import { lockStockRows } from "../../db/lock-order";
import { Conflict, NotFound } from "../../domain-errors";
import { products, productVariants } from "../catalogue/catalogue-tables";
import { noteStockChanges } from "./running-out";
import { stockMovements } from "./stock-tables";

/** Why a change happened and on whose account: the order it belongs to, or the person who made it. */
export interface StockCause {
  reason: StockReason;
  orderId?: number | null;
  byUserId?: number | null;
  note?: string | null;
}

/** A product's own stock (variantId null) or one of its colours. */
export interface StockItem {
  productId: number;
  variantId: number | null;
}

export interface AppliedChange extends StockItem {
  change: number;
  /** The count right after the change, as the UPDATE returned it. */
  stockAfter: number;
  /** The order this change belongs to when it is not the cause's (the expiry puts back many orders in one pass). */
  orderId?: number;
}

/**
 * Writes one ledger row per change already applied in this transaction, in the order given (an item's rows must follow
 * the order its changes were made in, so their stock_after read as a running count); changes of 0 are not movements.
 * Returns the rows' ids in the same order.
 */
export async function recordStockMovements(
  tx: Transaction,
  changes: AppliedChange[],
  cause: StockCause,
): Promise<{ id: number }[]> {
  const rows = changes
    .filter((c) => c.change !== 0)
    .map((c) => ({
      productId: c.productId,
      variantId: c.variantId,
      change: c.change,
      stockAfter: c.stockAfter,
      reason: cause.reason,
      orderId: c.orderId ?? cause.orderId ?? null,
      byUserId: cause.byUserId ?? null,
      note: cause.note ?? null,
    }));
  if (rows.length === 0) return [];
  // Every stock change writes its rows here: the one place a piece running out is seen (running-out.ts).
  noteStockChanges(tx, changes);
  return tx.insert(stockMovements).values(rows).returning({ id: stockMovements.id });
}

/**
 * Names the order on ledger rows written before the order had a row of its own: a new order is inserted only after
 * its stock was reserved (a sold-out piece must not use up an order number), so reserveStock writes its rows without the
 * order and the same transaction links them right after the order's insert. Nobody else ever sees them unlinked.
 */
export async function linkMovementsToOrder(
  tx: Transaction,
  moved: { movementId: number | null }[],
  orderId: number,
): Promise<void> {
  const movementIds = moved.flatMap((item) => (item.movementId === null ? [] : [item.movementId]));
  if (movementIds.length === 0) return;
  await tx.update(stockMovements).set({ orderId }).where(inArray(stockMovements.id, movementIds));
}

/**
 * Changes one item's stock by `change` (positive or negative) and records why. Takes the item's locks in the shop's
 * order (its product, then the colour), so it queues behind an order holding the same piece. A change that would take
 * the count below 0 is refused (409) and changes nothing.
 */
export async function adjustStock(
  tx: Transaction,
  item: StockItem,
  change: number,
  cause: StockCause,
): Promise<AppliedChange & { movementId: number | null }> {
  await lockStockRows(tx, [item.productId], item.variantId === null ? [] : [item.variantId]);
  const [current] =
    item.variantId === null
      ? await tx
          .select({ name: products.name, stock: products.stock })
          .from(products)
          .where(eq(products.id, item.productId))
      : await tx
          .select({
            name: sql<string>`${products.name} || ' (' || ${productVariants.colorName} || ')'`,
            stock: productVariants.stock,
          })
          .from(productVariants)
          .innerJoin(products, eq(products.id, productVariants.productId))
          .where(and(eq(productVariants.id, item.variantId), eq(productVariants.productId, item.productId)));
  if (!current) throw new NotFound(item.variantId === null ? "Product not found" : "Colour not found");
  const stockAfter = current.stock + change;
  if (stockAfter < 0) {
    throw new Conflict(`Stock of ${current.name} cannot go below 0: ${current.stock} left, change ${change}.`);
  }
  if (change !== 0) {
    if (item.variantId === null) {
      await tx.update(products).set({ stock: stockAfter }).where(eq(products.id, item.productId));
    } else {
      await tx.update(productVariants).set({ stock: stockAfter }).where(eq(productVariants.id, item.variantId));
    }
  }
  const applied = { ...item, change, stockAfter };
  const [movement] = await recordStockMovements(tx, [applied], cause);
  return { ...applied, movementId: movement?.id ?? null };
}
