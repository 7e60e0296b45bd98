// Why a stock count changed: the reasons a stock ledger row can carry, and the ones the owner may choose herself.

/**
 * Every cause of a change to a product's or colour's stock. `opening` is the count a piece had when the ledger began
 * (or when it was created); the order reasons are written by the order's own transaction; the owner picks one of
 * ADJUSTMENT_REASONS; `import` comes from a spreadsheet.
 */
export const STOCK_REASONS = [
  "opening",
  "order_placed",
  "order_edited",
  "order_cancelled",
  "order_returned",
  "order_expired",
  "restock",
  "correction",
  "damaged",
  "lost",
  "import",
  "colour_removed",
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** What the owner may record by hand (POST /api/owner/stock-adjustments). */
export const ADJUSTMENT_REASONS = ["restock", "correction", "damaged", "lost"] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

/** How the desk names each reason. */
export const STOCK_REASON_LABELS: Record<StockReason, string> = {
  opening: "Opening count",
  order_placed: "Sold",
  order_edited: "Order edited",
  order_cancelled: "Order cancelled",
  order_returned: "Returned",
  order_expired: "Order expired",
  restock: "Restocked",
  correction: "Count corrected",
  damaged: "Damaged",
  lost: "Lost",
  import: "Spreadsheet import",
  colour_removed: "Colour removed",
};
