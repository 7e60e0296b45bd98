// A shopper's cart on the server: lines of a product (and colour) with a quantity that never exceeds the stock.

import type { TranslatedLanguage } from "@mayil/core/languages/languages";
import { Money } from "@mayil/core/money/money";
import { cartMessages, cartStockRefusal } from "@mayil/core/shopping/cart-rules";
import type { CartLine } from "@mayil/core/shopping/shopping-schemas";
import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { lockShopper } from "../../db/lock-order";
import { transactionWithRetry } from "../../db/transaction";
import { Conflict, InvalidInput, NotFound, stockShortfall } from "../../domain-errors";
import type { OwnerCheck } from "../../http/route-guards";
import { type CatalogueService, optionKey } from "../catalogue";
import { heldByShopper } from "../orders";
import { canOrderNow, heldOf, holdLimitMessage, sellableItem, tooManyUnitsMessage } from "../stock";
import { cartLines } from "./cart-tables";

/** Distinct lines a cart may hold; far above any real basket, it keeps a script from filling the table. */
export const MAX_CART_LINES = 100;

/** Refused with the cart's stock rule (core's cart-rules.ts, which the storefront checks before it sends). */
function refuseBeyondStock(wanted: number, stock: number, adding: boolean): void {
  const why = cartStockRefusal(wanted, stock, adding);
  if (why) throw new Conflict(why, stockShortfall(stock));
}

const notInCart = () => new NotFound(cartMessages.notInCart);

export class CartService {
  constructor(
    private readonly db: Database,
    private readonly catalogue: CatalogueService,
    /** MAX_UNITS_PER_ITEM: a line never holds more than an order may take of one item. */
    private readonly maxUnitsPerItem: number,
    /** ORDER_HOLD_SHARE_PERCENT: a line is raised no further than she may order now (decision 038). */
    private readonly holdSharePercent: number,
    /** The owner is held to no share (decision 038): her lines go up to the stock. */
    private readonly owners: OwnerCheck,
  ) {}

  /** Whose share limits her lines: a shopper's own id, none for the owner (decision 038). */
  private async heldToShare(userId: number): Promise<number | null> {
    return (await this.owners.isOwner(userId)) ? null : userId;
  }

  /**
   * How many of each item she may order now, keyed as heldOf reads them: the stock, the per-item cap and, for a
   * shopper, her share of a scarce piece less what her waiting orders already hold of it. The same rule the order
   * applies under its locks (reserveStock), read here without them: the cart only says it, the order enforces it.
   */
  private async orderLimits(
    tx: Database | Transaction,
    shopperId: number | null,
    items: { productId: number; variantId: number | null; stock: number }[],
  ): Promise<number[]> {
    const capped = (stock: number) => Math.max(0, Math.min(stock, this.maxUnitsPerItem));
    if (items.length === 0 || shopperId === null) return items.map((item) => capped(item.stock));
    const held = await heldByShopper(tx, shopperId, items);
    return items.map((item) =>
      Math.min(capped(item.stock), canOrderNow(item.stock, heldOf(held, item), this.holdSharePercent)),
    );
  }

  /**
   * The lines, oldest first, each with its price and stock now and the product as the catalogue shows it: its names
   * (the piece's, its own colour's and the colour chosen) in `language`, English where the owner gave none.
   */
  async list(userId: number, language?: TranslatedLanguage): Promise<CartLine[]> {
    const rows = await this.db
      .select({
        id: cartLines.id,
        quantity: cartLines.quantity,
        createdAt: cartLines.createdAt,
        productId: cartLines.productId,
        variantId: cartLines.variantId,
      })
      .from(cartLines)
      .where(eq(cartLines.userId, userId))
      .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
    // Each line's colour, price and stock now, from the catalogue (decision 078); a line without one is not shown.
    const options = await this.catalogue.optionsNow(rows);
    const lines = rows.flatMap((row) => {
      const option = options.get(optionKey(row.productId, row.variantId));
      return option ? [{ ...row, option }] : [];
    });
    const views = new Map(
      (await this.catalogue.productsByIds([...new Set(lines.map((line) => line.productId))], language)).map((p) => [
        p.id,
        p,
      ]),
    );
    const limits = await this.orderLimits(
      this.db,
      await this.heldToShare(userId),
      lines.map((line) => ({ productId: line.productId, variantId: line.variantId, stock: line.option.stock })),
    );
    return lines.flatMap((line, index) => {
      const product = views.get(line.productId);
      if (!product) return [];
      return {
        id: line.id,
        quantity: line.quantity,
        created_at: line.createdAt,
        product_id: line.productId,
        variant_id: line.variantId,
        variant:
          line.variantId !== null && line.option.colour !== null
            ? {
                id: line.variantId,
                // The colour as the piece's page names it in her language (the catalogue's view of it on sale).
                color_name:
                  product.variants.find((variant) => variant.id === line.variantId)?.color_name ??
                  line.option.colour.name,
                color_code: line.option.colour.code,
              }
            : null,
        unit_price: Money.toWire(line.option.price),
        stock: line.option.stock,
        can_order: limits[index] ?? 0,
        products: product,
      };
    });
  }

  /** Adds to the line (or starts it); the line's quantity may not pass the stock. */
  add(userId: number, productId: number, variantId: number | null, quantity: number): Promise<void> {
    return this.changing(userId, async (tx) => {
      const item = await sellableItem(tx, productId, variantId);
      refuseBeyondStock(quantity, item.stock, true);
      const [line] = await tx
        .select({ quantity: cartLines.quantity })
        .from(cartLines)
        .where(lineOf(userId, productId, variantId));
      const wanted = (line?.quantity ?? 0) + quantity;
      refuseBeyondStock(wanted, item.stock, true);
      if (wanted > this.maxUnitsPerItem) throw new Conflict(tooManyUnitsMessage(item, this.maxUnitsPerItem));
      if (line) {
        await tx
          .update(cartLines)
          .set({ quantity: wanted, updatedAt: sql`now()` })
          .where(lineOf(userId, productId, variantId));
        return;
      }
      const [{ lines } = { lines: 0 }] = await tx
        .select({ lines: sql<number>`count(*)::int` })
        .from(cartLines)
        .where(eq(cartLines.userId, userId));
      if (lines >= MAX_CART_LINES) {
        throw new Conflict(`Your cart can hold up to ${MAX_CART_LINES} different items`, {
          code: "limit_reached",
          details: { limit: MAX_CART_LINES },
        });
      }
      await tx.insert(cartLines).values({ userId, productId, variantId, quantity: wanted });
    });
  }

  /**
   * Sets a line's quantity; 0 or less removes it. Returns the message to respond with. Lowering is always allowed,
   * even to a quantity still above what is left (3 in the cart, 1 left: 2 is a step towards 1), so a shopper can
   * never be stuck with a line she can only remove; raising is held to the stock, the per-item cap and what she may
   * order now of a scarce piece (decision 038).
   */
  async update(userId: number, productId: number, variantId: number | undefined, quantity: number): Promise<string> {
    // Asked before the transaction: the embedded database has one connection, which the transaction holds.
    const shopperId = await this.heldToShare(userId);
    return this.changing(userId, async (tx) => {
      const target = await this.lineToChange(tx, userId, productId, variantId);
      if (quantity <= 0) {
        await tx.delete(cartLines).where(eq(cartLines.id, target.id));
        return cartMessages.removed;
      }
      if (quantity <= target.quantity) {
        await tx.update(cartLines).set({ quantity, updatedAt: sql`now()` }).where(eq(cartLines.id, target.id));
        return cartMessages.updated;
      }
      const item = await sellableItem(tx, productId, target.variantId);
      refuseBeyondStock(quantity, item.stock, false);
      if (quantity > this.maxUnitsPerItem) throw new Conflict(tooManyUnitsMessage(item, this.maxUnitsPerItem));
      // Raised past what she may order now, the checkout would refuse it: the cart says so here, naming the number.
      const [canOrder = 0] = await this.orderLimits(tx, shopperId, [
        { productId, variantId: target.variantId, stock: item.stock },
      ]);
      if (quantity > canOrder) {
        const held = await heldByShopper(tx, userId, [{ productId, variantId: target.variantId }]);
        throw new Conflict(
          holdLimitMessage(item, {
            held: heldOf(held, { productId, variantId: target.variantId }),
            canOrder,
            sharePercent: this.holdSharePercent,
          }),
        );
      }
      await tx.update(cartLines).set({ quantity, updatedAt: sql`now()` }).where(eq(cartLines.id, target.id));
      return cartMessages.updated;
    });
  }

  /** Removes the product's line; without a colour named, every colour of it. */
  remove(userId: number, productId: number, variantId: number | undefined): Promise<void> {
    return this.changing(userId, async (tx) => {
      const removed = await tx
        .delete(cartLines)
        .where(
          variantId === undefined
            ? and(eq(cartLines.userId, userId), eq(cartLines.productId, productId))
            : lineOf(userId, productId, variantId),
        )
        .returning({ id: cartLines.id });
      if (removed.length === 0) throw notInCart();
    });
  }

  async clear(userId: number): Promise<void> {
    await this.db.delete(cartLines).where(eq(cartLines.userId, userId));
  }

  /**
   * What was ordered leaves the cart, in the order's transaction; anything else the shopper had there stays. Handed
   * to orders at registration (orders cannot import the cart: the cart imports users, which imports orders).
   */
  async removeOrdered(
    tx: Transaction,
    userId: number,
    items: readonly { productId: number; variantId: number | null }[],
  ): Promise<void> {
    await tx
      .delete(cartLines)
      .where(
        and(
          eq(cartLines.userId, userId),
          or(
            ...items.map((item) =>
              and(
                eq(cartLines.productId, item.productId),
                item.variantId === null ? isNull(cartLines.variantId) : eq(cartLines.variantId, item.variantId),
              ),
            ),
          ),
        ),
      );
  }

  /**
   * The line a change is about: the named colour, or the product's only line. A product in the cart in several
   * colours needs the colour named.
   */
  private async lineToChange(tx: Transaction, userId: number, productId: number, variantId: number | undefined) {
    const lines = await tx
      .select({ id: cartLines.id, variantId: cartLines.variantId, quantity: cartLines.quantity })
      .from(cartLines)
      .where(
        variantId === undefined
          ? and(eq(cartLines.userId, userId), eq(cartLines.productId, productId))
          : lineOf(userId, productId, variantId),
      );
    const [line] = lines;
    if (!line) throw notInCart();
    if (lines.length > 1) {
      throw new InvalidInput(
        "variant_id is required: this product is in your cart in more than one colour",
        "variant_id",
      );
    }
    return line;
  }

  /**
   * One shopper's cart changes one at a time (their row lock, first in the lock order of db/lock-order.ts),
   * so two adds cannot both pass the stock check.
   */
  private changing<T>(userId: number, change: (tx: Transaction) => Promise<T>): Promise<T> {
    return transactionWithRetry(this.db, async (tx) => {
      await lockShopper(tx, userId);
      return change(tx);
    });
  }
}

const lineOf = (userId: number, productId: number, variantId: number | null) =>
  and(
    eq(cartLines.userId, userId),
    eq(cartLines.productId, productId),
    variantId === null ? isNull(cartLines.variantId) : eq(cartLines.variantId, variantId),
  );
