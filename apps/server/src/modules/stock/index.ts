// The stock module's public surface: it registers itself (the owner's adjustments and the ledger's reads), and is the
// one way other modules change stock (reserved for an order, released back, adjusted, counted from a spreadsheet,
// written off with a colour), each with its ledger row; and how a piece's stock is counted in SQL.
export { writeOffColoursOffSale } from "./colour-write-off";
export {
  canOrderNow,
  type HeldByShopper,
  type HoldLimit,
  heldOf,
  holdLimitMessage,
  stockItemKey,
} from "./hold-share";
export { pieceStock } from "./piece-stock";
export { releaseStock } from "./release-stock";
export { type ReservedItem, reserveStock, type WantedItem } from "./reserve-stock";
export { sellableItem, tooManyUnitsMessage } from "./sellable-item";
export { setStockCounts } from "./stock-counts";
export {
  type AppliedChange,
  adjustStock,
  linkMovementsToOrder,
  recordStockMovements,
  type StockCause,
} from "./stock-ledger";
export { registerStock } from "./stock-module";
