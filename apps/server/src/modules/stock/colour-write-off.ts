// A colour off sale holds nothing (decision 027): whatever it still held when it was taken off sale is written off
// through the ledger, so the shop, the desk, the spreadsheet and the ledger keep counting the same pieces.
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { Transaction } from "../../db/database";
import { productVariants } from "../catalogue/catalogue-tables";
import { adjustStock, type StockCause } from "./stock-ledger";

/**
 * Of these colours, those off sale with stock left are set to 0, each with a "colour_removed" row on `cause`'s
 * account. Called in the transaction that takes them off sale, which already holds their product's and their own
 * lock (adjustStock takes them again, in the shop's order). Colours still on sale are left alone.
 */
export async function writeOffColoursOffSale(
  tx: Transaction,
  variantIds: number[],
  cause: Omit<StockCause, "reason">,
): Promise<void> {
  if (variantIds.length === 0) return;
  const held = await tx
    .select({ id: productVariants.id, productId: productVariants.productId, stock: productVariants.stock })
    .from(productVariants)
    .where(
      and(inArray(productVariants.id, variantIds), eq(productVariants.isActive, false), gt(productVariants.stock, 0)),
    )
    .orderBy(asc(productVariants.id));
  for (const colour of held) {
    await adjustStock(tx, { productId: colour.productId, variantId: colour.id }, -colour.stock, {
      ...cause,
      reason: "colour_removed",
    });
  }
}
