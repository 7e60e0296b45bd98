// Puts stock back inside the transaction that undoes a sale (an expired, cancelled, returned or edited-down order): the
// counterpart of reserveStock, with the same locks in the same order (db/lock-order.ts), and a ledger row for every return.
import { eq, sql } from "drizzle-orm";
import type { Transaction } from "../../db/database";
import { lockStockRows } from "../../db/lock-order";
import { products, productVariants } from "../catalogue/catalogue-tables";
import { type AppliedChange, recordStockMovements, type StockCause } from "./stock-ledger";

export interface ReturnedItem {
  /** Null when the product has since been deleted: nothing to put back. */
  productId: number | null;
  /** The colour the units came from; null for the product itself. */
  variantId: number | null;
  /** The colour's name as sold; set with a null variantId it means the colour has since been deleted. */
  colorName: string | null;
  quantity: number;
  /** The order the units come back from, when it is not the cause's own (the expiry returns many orders at once). */
  orderId?: number;
}

/** The units one product or colour gets back, per order they come from (the cause's own order under key 0). */
type Returns = Map<number, Map<number, number>>;

const add = (returns: Returns, key: number, orderId: number, quantity: number) => {
  const perOrder = returns.get(key) ?? new Map<number, number>();
  perOrder.set(orderId, (perOrder.get(orderId) ?? 0) + quantity);
  returns.set(key, perOrder);
};

/**
 * Adds the units back to the product or colour each came from, and writes one ledger row per product or colour and
 * order for `cause`. Locks the products, then the colours, each in id order and FOR NO KEY UPDATE, exactly as
 * reserveStock does, so a return and an order for the same pieces queue instead of deadlocking. Items whose product or
 * colour no longer exists are skipped (there is nowhere to put them). Returns the units put back.
 */
export async function releaseStock(tx: Transaction, items: ReturnedItem[], cause: StockCause): Promise<number> {
  const toProduct: Returns = new Map();
  const toVariant: Returns = new Map();
  for (const item of items) {
    if (item.productId === null || item.quantity <= 0) continue;
    const orderId = item.orderId ?? 0;
    if (item.variantId !== null) add(toVariant, item.variantId, orderId, item.quantity);
    // A colour that was sold and is gone now: putting its units on the product would sell what does not exist.
    else if (item.colorName === null) add(toProduct, item.productId, orderId, item.quantity);
  }
  const productIds = [...new Set(items.flatMap((item) => (item.productId === null ? [] : [item.productId])))].sort(
    (a, b) => a - b,
  );
  const variantIds = [...toVariant.keys()].sort((a, b) => a - b);

  // Locked even when only a colour gets units back, as reserveStock locks the product of every item it sells.
  await lockStockRows(tx, productIds, variantIds);

  const applied: AppliedChange[] = [];
  for (const productId of [...toProduct.keys()].sort((a, b) => a - b)) {
    const perOrder = toProduct.get(productId) ?? new Map();
    const [after] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${sum(perOrder)}` })
      .where(eq(products.id, productId))
      .returning({ stock: products.stock });
    if (after) applied.push(...ledgerRows({ productId, variantId: null }, perOrder, after.stock));
  }
  for (const variantId of variantIds) {
    const perOrder = toVariant.get(variantId) ?? new Map();
    const [after] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${sum(perOrder)}` })
      .where(eq(productVariants.id, variantId))
      .returning({ productId: productVariants.productId, stock: productVariants.stock });
    if (after) applied.push(...ledgerRows({ productId: after.productId, variantId }, perOrder, after.stock));
  }
  await recordStockMovements(tx, applied, cause);
  return applied.reduce((total, row) => total + row.change, 0);
}

const sum = (perOrder: Map<number, number>) => [...perOrder.values()].reduce((total, quantity) => total + quantity, 0);

/**
 * One row per order for an item that got all its units back in one UPDATE: the count after each row is counted up from
 * the count before (the UPDATE's result less everything returned), so the rows read as a running count in id order.
 */
function ledgerRows(
  item: { productId: number; variantId: number | null },
  perOrder: Map<number, number>,
  stockAfterAll: number,
): AppliedChange[] {
  let stock = stockAfterAll - sum(perOrder);
  return [...perOrder.entries()]
    .sort(([a], [b]) => a - b)
    .map(([orderId, quantity]) => {
      stock += quantity;
      return { ...item, change: quantity, stockAfter: stock, ...(orderId === 0 ? {} : { orderId }) };
    });
}
