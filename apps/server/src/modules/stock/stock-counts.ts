// Sets many products' and colours' stock to counted numbers in one go (a spreadsheet import), each change one ledger
// row: adjustStock's rules (the shop's lock order, never below 0, a row per change) for hundreds of items in a few
// statements, so the rows stay locked for a moment instead of for a statement per item.
import { inArray, type SQL, sql } from "drizzle-orm";
import type { Transaction } from "../../db/database";
import { lockStockRows } from "../../db/lock-order";
import { Conflict, NotFound } from "../../domain-errors";
import { products, productVariants } from "../catalogue/catalogue-tables";
import { type AppliedChange, recordStockMovements, type StockCause, type StockItem } from "./stock-ledger";

export interface StockCount extends StockItem {
  /** The count the item is to have. */
  count: number;
}

/** Rows per UPDATE or INSERT: well inside PostgreSQL's 65,535 parameters, and each statement short. */
const CHUNK = 1000;

/**
 * Gives every item in `counts` its count, and writes a ledger row for each that changed (with `cause`). Locks the
 * products, then the colours, each in id order, before reading what they hold. A count below 0, an unknown product or
 * a colour of another product refuses the whole batch.
 */
export async function setStockCounts(
  tx: Transaction,
  counts: StockCount[],
  cause: StockCause,
): Promise<AppliedChange[]> {
  if (counts.length === 0) return [];
  const own = counts.filter((c) => c.variantId === null);
  const colours = counts.filter((c): c is StockCount & { variantId: number } => c.variantId !== null);
  await lockStockRows(
    tx,
    counts.map((c) => c.productId),
    colours.map((c) => c.variantId),
  );
  const ownStock = new Map(
    own.length === 0
      ? []
      : (
          await tx
            .select({ id: products.id, stock: products.stock })
            .from(products)
            .where(
              inArray(
                products.id,
                own.map((c) => c.productId),
              ),
            )
        ).map((row) => [row.id, row.stock]),
  );
  const colourStock = new Map(
    colours.length === 0
      ? []
      : (
          await tx
            .select({ id: productVariants.id, productId: productVariants.productId, stock: productVariants.stock })
            .from(productVariants)
            .where(
              inArray(
                productVariants.id,
                colours.map((c) => c.variantId),
              ),
            )
        ).map((row) => [row.id, row]),
  );

  const applied: AppliedChange[] = [];
  for (const item of counts) {
    if (item.count < 0) throw new Conflict(`Stock cannot go below 0 (product ${item.productId}).`);
    let current: number | undefined;
    if (item.variantId === null) current = ownStock.get(item.productId);
    else {
      const colour = colourStock.get(item.variantId);
      current = colour?.productId === item.productId ? colour.stock : undefined;
    }
    if (current === undefined) throw new NotFound(item.variantId === null ? "Product not found" : "Colour not found");
    if (item.count !== current) applied.push({ ...item, change: item.count - current, stockAfter: item.count });
  }
  const ownChanges = applied.filter((c) => c.variantId === null);
  const colourChanges = applied.filter((c) => c.variantId !== null);
  for (let start = 0; start < ownChanges.length; start += CHUNK) {
    const chunk = ownChanges.slice(start, start + CHUNK);
    await tx.execute(sql`
      update ${products} set stock = v.stock
      from (values ${valuesOf(chunk.map((c) => sql`(${c.productId}::int, ${c.stockAfter}::int)`))}) as v(id, stock)
      where ${products.id} = v.id`);
  }
  for (let start = 0; start < colourChanges.length; start += CHUNK) {
    const chunk = colourChanges.slice(start, start + CHUNK);
    await tx.execute(sql`
      update ${productVariants} set stock = v.stock
      from (values ${valuesOf(chunk.map((c) => sql`(${c.variantId}::int, ${c.stockAfter}::int)`))}) as v(id, stock)
      where ${productVariants.id} = v.id`);
  }
  for (let start = 0; start < applied.length; start += CHUNK) {
    await recordStockMovements(tx, applied.slice(start, start + CHUNK), cause);
  }
  return applied;
}

const valuesOf = (rows: SQL[]) => sql.join(rows, sql`, `);
