// Reserves stock for an order inside its transaction: locks the rows, checks every item, then decrements and writes one
// ledger row per item. Two buyers of the last piece queue on the row lock; the second sees the stock the first left and
// is refused. The locks follow the shop's lock order (db/lock-order.ts): products, then colours, each in id order, FOR NO
// KEY UPDATE.
import { optionName } from "@mayil/core/catalogue/piece-options";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Transaction } from "../../db/database";
import { Conflict, InvalidInput, NotFound, stockShortfall } from "../../domain-errors";
import { products, productVariants } from "../catalogue/catalogue-tables";
import { type HoldLimit, heldOf, holdLimitMessage, holdShare } from "./hold-share";
import { colourNoLongerSoldMessage, hasColoursOnSale, itemLabel, type SellableItem } from "./sellable-item";
import { type AppliedChange, recordStockMovements, type StockCause } from "./stock-ledger";

export interface WantedItem {
  productId: number;
  variantId: number | null;
  quantity: number;
}

export interface ReservedItem extends SellableItem {
  quantity: number;
  /** The count left right after this reservation. */
  stockAfter: number;
  /** Its row in the stock ledger (null when nothing moved). */
  movementId: number | null;
}

/**
 * Locks the products, then the colours, each in id order (so concurrent orders never deadlock), checks that every
 * item is for sale with enough left, decrements, and writes one ledger row per item for `cause`. Throws before
 * changing anything when one item falls short. A caller that also locks the shopper does so first (db/lock-order.ts).
 * A caller whose order has no row yet gives a cause without orderId and links the rows (linkMovementsToOrder).
 * A shopper's order passes `holdLimit`: each item is also refused beyond her share of what is left (hold-share.ts),
 * judged here under the same row locks, so two shoppers racing for a scarce piece each see what the other left.
 */
export async function reserveStock(
  tx: Transaction,
  wanted: WantedItem[],
  cause: StockCause,
  holdLimit?: HoldLimit,
): Promise<ReservedItem[]> {
  const productIds = [...new Set(wanted.map((item) => item.productId))].sort((a, b) => a - b);
  const variantIds = [...new Set(wanted.flatMap((item) => (item.variantId === null ? [] : [item.variantId])))].sort(
    (a, b) => a - b,
  );
  const productRows = await tx
    .select({
      id: products.id,
      name: products.name,
      colorName: products.colorName,
      hasColours: hasColoursOnSale(),
      price: products.price,
      stock: products.stock,
      isActive: products.isActive,
      isDraft: products.isDraft,
    })
    .from(products)
    .where(inArray(products.id, productIds))
    .orderBy(asc(products.id))
    .for("no key update");
  const variantRows =
    variantIds.length === 0
      ? []
      : await tx
          .select({
            id: productVariants.id,
            productId: productVariants.productId,
            colorName: productVariants.colorName,
            price: productVariants.price,
            stock: productVariants.stock,
            isActive: productVariants.isActive,
          })
          .from(productVariants)
          .where(inArray(productVariants.id, variantIds))
          .orderBy(asc(productVariants.id))
          .for("no key update");
  // Her own earlier orders are read after the stock rows are locked: she holds lock 1, so none of hers moves meanwhile.
  const held = holdLimit ? await holdLimit.heldBy(tx, holdLimit.shopperId, wanted) : new Map<string, number>();
  const productById = new Map(productRows.map((row) => [row.id, row]));
  const variantById = new Map(variantRows.map((row) => [row.id, row]));

  const checked = wanted.map((item) => {
    const product = productById.get(item.productId);
    if (!product) throw new NotFound(`Product ${item.productId} was not found`);
    if (!product.isActive)
      throw new Conflict(`Sorry, ${product.name} is no longer sold. Please remove it from your cart.`);
    if (product.isDraft)
      throw new Conflict(`Sorry, ${product.name} is not on sale yet. Please remove it from your cart.`);
    const variant = item.variantId === null ? undefined : variantById.get(item.variantId);
    if (item.variantId !== null && variant?.productId !== item.productId) {
      throw new InvalidInput(`variant_id ${item.variantId} is not a colour of ${product.name}`, "variant_id");
    }
    if (variant && !variant.isActive) {
      throw new Conflict(colourNoLongerSoldMessage({ name: product.name, colorName: variant.colorName }));
    }
    const sellable = {
      productId: item.productId,
      variantId: item.variantId,
      name: product.name,
      colorName: variant?.colorName ?? null,
      optionName: optionName(
        { color_name: product.colorName, has_colours: product.hasColours },
        variant ? { color_name: variant.colorName } : null,
      ),
      unitPricePaise: variant?.price ?? product.price,
      stock: variant?.stock ?? product.stock,
      quantity: item.quantity,
    };
    if (sellable.stock < item.quantity) {
      const label = itemLabel(sellable);
      const left = sellable.stock <= 0 ? "none left" : `only ${sellable.stock} left`;
      throw new Conflict(`Not enough stock for ${label}: ${left}.`, stockShortfall(sellable.stock));
    }
    if (holdLimit) {
      const mine = heldOf(held, item);
      const canOrder = Math.max(0, holdShare(sellable.stock + mine, holdLimit.sharePercent) - mine);
      if (item.quantity > canOrder) {
        throw new Conflict(holdLimitMessage(sellable, { held: mine, canOrder, sharePercent: holdLimit.sharePercent }));
      }
    }
    return sellable;
  });

  const applied: AppliedChange[] = [];
  for (const item of checked) {
    // The count after the change comes from the UPDATE itself, so the ledger row says what the row now holds.
    const [after] =
      item.variantId === null
        ? await tx
            .update(products)
            .set({ stock: sql`${products.stock} - ${item.quantity}` })
            .where(eq(products.id, item.productId))
            .returning({ stock: products.stock })
        : await tx
            .update(productVariants)
            .set({ stock: sql`${productVariants.stock} - ${item.quantity}` })
            .where(eq(productVariants.id, item.variantId))
            .returning({ stock: productVariants.stock });
    if (!after) throw new Error("a locked stock row was not updated");
    applied.push({
      productId: item.productId,
      variantId: item.variantId,
      change: -item.quantity,
      stockAfter: after.stock,
    });
  }
  const movements = await recordStockMovements(tx, applied, cause);
  // recordStockMovements skips changes of 0 (an item wanted 0 times), keeping the order of the rest.
  let next = 0;
  return checked.map((item, index): ReservedItem => {
    const stockAfter = applied[index]?.stockAfter ?? item.stock;
    const movementId = item.quantity !== 0 ? (movements[next++]?.id ?? null) : null;
    return { ...item, stockAfter, movementId };
  });
}
