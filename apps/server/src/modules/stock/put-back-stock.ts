// Puts stock back inside the transaction that undoes a sale (an expired or cancelled order): the counterpart of
// takeStock, with the same locks in the same order (lock-order.ts).
import { eq, sql } from "drizzle-orm";
import type { Transaction } from "../../db/database";
import { products, productVariants } from "../../db/schema";
import { lockStockRows } from "./lock-order";

export interface ReturnedItem {
  /** Null when the product has since been deleted: nothing to put back. */
  productId: number | null;
  /** The colour the units came from; null for the product itself. */
  variantId: number | null;
  /** The colour's name as sold; set with a null variantId it means the colour has since been deleted. */
  colorName: string | null;
  quantity: number;
}

/**
 * Adds the units back to the product or colour each came from. Locks the products, then the colours, each in id order
 * and FOR NO KEY UPDATE, exactly as takeStock does, so a return and an order for the same pieces queue instead of
 * deadlocking. Items whose product or colour no longer exists are skipped (there is nowhere to put them). Returns the
 * units put back.
 */
export async function putBackStock(tx: Transaction, items: ReturnedItem[]): Promise<number> {
  const toProduct = new Map<number, number>();
  const toVariant = new Map<number, number>();
  for (const item of items) {
    if (item.productId === null || item.quantity <= 0) continue;
    if (item.variantId !== null) toVariant.set(item.variantId, (toVariant.get(item.variantId) ?? 0) + item.quantity);
    // A colour that was sold and is gone now: putting its units on the product would sell what does not exist.
    else if (item.colorName === null)
      toProduct.set(item.productId, (toProduct.get(item.productId) ?? 0) + item.quantity);
  }
  const productIds = [...new Set(items.flatMap((item) => (item.productId === null ? [] : [item.productId])))].sort(
    (a, b) => a - b,
  );
  const variantIds = [...toVariant.keys()].sort((a, b) => a - b);

  // Locked even when only a colour gets units back, as takeStock locks the product of every item it sells.
  await lockStockRows(tx, productIds, variantIds);

  let returned = 0;
  for (const productId of [...toProduct.keys()].sort((a, b) => a - b)) {
    const quantity = toProduct.get(productId) ?? 0;
    const updated = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${quantity}` })
      .where(eq(products.id, productId))
      .returning({ id: products.id });
    if (updated.length > 0) returned += quantity;
  }
  for (const variantId of variantIds) {
    const quantity = toVariant.get(variantId) ?? 0;
    const updated = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${quantity}` })
      .where(eq(productVariants.id, variantId))
      .returning({ id: productVariants.id });
    if (updated.length > 0) returned += quantity;
  }
  return returned;
}
