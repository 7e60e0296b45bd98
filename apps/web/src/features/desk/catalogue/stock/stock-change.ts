// What an adjustment of stock sends: restocking adds the pieces that came in, damaged and lost take away the pieces
// gone, and a correction is the counted number, sent as the difference from the count the shop holds now.
import type { AdjustmentReason } from "@mayil/core/stock/stock-ledger";
import type { DeskSay } from "../../../../lib/desk/desk-messages";
import { MOST_STOCK } from "../details/product-form-values";

export type StockChange = { change: number; after: number } | { problem: string };

/** How the owner's typed number becomes the ledger's change, or why it cannot. */
export function stockChange(t: DeskSay, reason: AdjustmentReason, typed: number | null, current: number): StockChange {
  if (reason === "correction") {
    if (typed === null) return { problem: t("desk.product.stock.enterCounted") };
    if (typed > MOST_STOCK) return { problem: t("desk.product.stock.countMost", { most: MOST_STOCK }) };
    if (typed === current) return { problem: t("desk.product.stock.alreadyHolds", { current }) };
    return { change: typed - current, after: typed };
  }
  if (typed === null || typed < 1) return { problem: t("desk.product.stock.enterHowMany") };
  if (reason === "restock") {
    if (current + typed > MOST_STOCK) return { problem: t("desk.product.stock.stockMost", { most: MOST_STOCK }) };
    return { change: typed, after: current + typed };
  }
  if (typed > current) {
    return { problem: current === 0 ? t("desk.product.stock.noneToTake") : t("desk.product.stock.only", { current }) };
  }
  return { change: -typed, after: current - typed };
}

/** +3, −2 (a real minus sign), as the history shows a change. */
export const signedChange = (change: number) => (change > 0 ? `+${change}` : `−${Math.abs(change)}`);
