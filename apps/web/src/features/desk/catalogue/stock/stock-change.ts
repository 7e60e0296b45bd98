// What an adjustment of stock sends: restocking adds the pieces that came in, damaged and lost take away the pieces
// gone, and a correction is the counted number, sent as the difference from the count the shop holds now.
import type { AdjustmentReason } from "@mayil/core/stock/stock-ledger";
import { MOST_STOCK } from "../details/product-form-values";

export type StockChange = { change: number; after: number } | { problem: string };

/** How the owner's typed number becomes the ledger's change, or why it cannot. */
export function stockChange(reason: AdjustmentReason, typed: number | null, current: number): StockChange {
  if (reason === "correction") {
    if (typed === null) return { problem: "Enter how many you counted: a whole number" };
    if (typed > MOST_STOCK) return { problem: `A count can be at most ${MOST_STOCK}` };
    if (typed === current) return { problem: `The shop already holds ${current}: nothing to correct` };
    return { change: typed - current, after: typed };
  }
  if (typed === null || typed < 1) return { problem: "Enter how many: a whole number, 1 or more" };
  if (reason === "restock") {
    if (current + typed > MOST_STOCK) return { problem: `Stock can be at most ${MOST_STOCK}` };
    return { change: typed, after: current + typed };
  }
  if (typed > current) {
    return { problem: current === 0 ? "There are none in stock to take away" : `Only ${current} in stock` };
  }
  return { change: -typed, after: current - typed };
}

/** +3, −2 (a real minus sign), as the history shows a change. */
export const signedChange = (change: number) => (change > 0 ? `+${change}` : `−${Math.abs(change)}`);
