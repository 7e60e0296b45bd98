// How much of a piece one shopper may hold in orders the shop has not confirmed yet (decision 038): a
// share of what is left, so that one account cannot keep a scarce piece from everyone else for ORDER_HOLD_HOURS.
// reserveStock applies it under its row locks; the owner's desk reads the same rule to put such orders first.
import type { Database, Transaction } from "../../db/database";
import { itemLabel } from "./sellable-item";
import type { StockItem } from "./stock-ledger";

/** A shopper's order is limited; the owner's sales and edits pass none. */
export interface HoldLimit {
  shopperId: number;
  /** ORDER_HOLD_SHARE_PERCENT: the share of what is left one shopper may hold (100: only the stock limits). */
  sharePercent: number;
  /** Orders' read of what she holds already, called under the row locks (her own lock 1 held). */
  heldBy: HeldByShopper;
}

/**
 * The most one shopper may hold of an item in unconfirmed orders: her share of `left` (rounded down), at least 1.
 * `left` counts what she already holds as left for her: it would be back on the shelf if her orders were cancelled,
 * so one order of 2 and two orders of 1 come to the same share.
 */
export const holdShare = (left: number, sharePercent: number) => Math.max(1, Math.floor((left * sharePercent) / 100));

/** How a HeldByShopper keys each item: "product:colour" ("12:" for a product's own stock). */
export const stockItemKey = (item: StockItem) => `${item.productId}:${item.variantId ?? ""}`;

/**
 * What the shopper already holds of each of these items in her orders still waiting, keyed by stockItemKey. Orders
 * own those rows, so orders supplies the read (its heldByShopper) in the HoldLimit; the cart calls it directly.
 */
export type HeldByShopper = (
  tx: Transaction | Database,
  shopperId: number,
  items: StockItem[],
) => Promise<Map<string, number>>;

/** What she holds of one item, from a HeldByShopper's response. */
export const heldOf = (held: Map<string, number>, item: StockItem) => held.get(stockItemKey(item)) ?? 0;

/**
 * How many she may order now of an item with `left` units on the shelf, holding `held` in her waiting orders: what
 * reserveStock will let her order, never more than what is left (0: her waiting orders hold her whole share).
 */
export const canOrderNow = (left: number, held: number, sharePercent: number) =>
  Math.max(0, Math.min(left, holdShare(left + held, sharePercent) - held));

const shareWords = (sharePercent: number) => (sharePercent === 50 ? "half" : `${sharePercent}%`);

/**
 * The refusal, saying how many she can order now and what to do. `canOrder` is what is left of her share after what
 * she already holds (0 when she holds all of it).
 */
export function holdLimitMessage(
  item: Parameters<typeof itemLabel>[0],
  { held, canOrder, sharePercent }: { held: number; canOrder: number; sharePercent: number },
): string {
  const label = itemLabel(item);
  const rule = `until we confirm an order, one shopper can keep at most ${shareWords(sharePercent)} of what is left of a piece`;
  if (canOrder <= 0) {
    return `Your orders waiting for us to confirm already hold ${held} of ${label}, as many as we can keep for one shopper while so few are left. Please finish them with us in the WhatsApp chat before ordering more.`;
  }
  if (held > 0) {
    return `You can order only ${canOrder} more of ${label} now: your orders waiting for us to confirm already hold ${held}, and ${rule}. Please change the quantity to ${canOrder}.`;
  }
  return `Only ${canOrder} of ${label} can be ordered at a time now: ${rule}. Please change the quantity to ${canOrder}.`;
}
