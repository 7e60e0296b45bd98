// A piece (a product's own stock or one of its colours) running out, told to the owner (decision 055): a change that
// takes its count from above LOW_STOCK_THRESHOLD to at or below it, or to 0. Every stock change of the shop goes through
// this module and writes its ledger rows with recordStockMovements, so the crossing is seen there, inside the change's
// transaction, from the count before and after; it is told only once that transaction has committed.
import { and, eq, inArray } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { afterCommit, databaseOf } from "../../db/transaction";
import type { EventPiece } from "../../events/shop-events";
import { products, productVariants } from "../catalogue/catalogue-tables";

/** A piece whose count just crossed the line, with what it is called and what is left. */
export type RunningOutPiece = EventPiece;

export interface StockWatch {
  /** LOW_STOCK_THRESHOLD: at or below it a piece is running low. */
  threshold: number;
  /** Told after the commit, with the pieces still on sale that crossed the line. */
  onRunningOut: (pieces: RunningOutPiece[]) => void;
}

/** Each shop's watch, by its database (one app per database handle; tests run several apps in one process). */
const watches = new WeakMap<Database, StockWatch>();

export function watchStock(db: Database, watch: StockWatch): void {
  watches.set(db, watch);
}

interface Crossing {
  productId: number;
  variantId: number | null;
  stockAfter: number;
}

/** True for a change that takes a count from above the line to at or below it, or from some to none. */
export function crossesLine(before: number, after: number, threshold: number): boolean {
  if (after >= before) return false;
  return (before > threshold && after <= threshold) || (before > 0 && after === 0);
}

/**
 * Notes the crossings among changes just applied in `tx` (each with its count after) and tells the shop's watch of
 * them once `tx` commits. An item changed several times in one transaction is judged from its first count to its last.
 */
export function noteStockChanges(
  tx: Transaction,
  changes: { productId: number; variantId: number | null; change: number; stockAfter: number }[],
): void {
  const db = databaseOf(tx);
  const watch = db ? watches.get(db) : undefined;
  if (!db || !watch) return;
  const span = new Map<string, Crossing & { before: number }>();
  for (const change of changes) {
    if (change.change === 0) continue;
    const key = `${change.productId}:${change.variantId ?? ""}`;
    const seen = span.get(key);
    span.set(key, {
      productId: change.productId,
      variantId: change.variantId,
      before: seen?.before ?? change.stockAfter - change.change,
      stockAfter: change.stockAfter,
    });
  }
  const crossed = [...span.values()].filter((item) => crossesLine(item.before, item.stockAfter, watch.threshold));
  if (crossed.length === 0) return;
  afterCommit(tx, () => {
    void namedOnSale(db, crossed)
      .then((pieces) => {
        if (pieces.length > 0) watch.onRunningOut(pieces);
      })
      .catch(() => {
        // Only the alert is lost; the change itself is committed and the desk's low-stock count shows it.
      });
  });
}

/** The crossed pieces that are still on sale (a colour taken off sale is written off to 0, which is no news), named. */
async function namedOnSale(db: Database, crossed: Crossing[]): Promise<RunningOutPiece[]> {
  const productIds = [...new Set(crossed.map((item) => item.productId))];
  const productRows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(inArray(products.id, productIds), eq(products.isActive, true), eq(products.isDraft, false)));
  const variantIds = crossed.flatMap((item) => (item.variantId === null ? [] : [item.variantId]));
  const colourRows =
    variantIds.length === 0
      ? []
      : await db
          .select({ id: productVariants.id, colorName: productVariants.colorName })
          .from(productVariants)
          .where(and(inArray(productVariants.id, variantIds), eq(productVariants.isActive, true)));
  const productName = new Map(productRows.map((row) => [row.id, row.name]));
  const colourName = new Map(colourRows.map((row) => [row.id, row.colorName]));
  return crossed.flatMap((item) => {
    const name = productName.get(item.productId);
    if (name === undefined) return [];
    if (item.variantId === null) return [{ ...item, name, left: item.stockAfter }];
    const colour = colourName.get(item.variantId);
    return colour === undefined ? [] : [{ ...item, name: `${name} (${colour})`, left: item.stockAfter }];
  });
}
