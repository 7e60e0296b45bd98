// The owner's own stock changes at the desk (a restock, a corrected count, pieces damaged or lost) and her read of why a
// count changed: the service the stock routes call. It holds the database, so no route ever sees it (decision 044).
import type { StockAdjustmentBody, StockMovement } from "@mayil/core/stock/stock-adjustment-schemas";
import type { Database } from "../../db/database";
import { transactionWithRetry } from "../../db/transaction";
import type { ShopEvents } from "../../events/event-bus";
import { knownStockItem } from "./known-stock-item";
import type { OrderNumbers } from "./order-numbers";
import { adjustStock, type StockItem } from "./stock-ledger";
import { stockMovementById, stockMovementsOf } from "./stock-movement-reads";

export class StockService {
  constructor(
    private readonly db: Database,
    /** Where a change is told once committed, so every process's cached catalogue shows the new count at once. */
    private readonly events: ShopEvents,
    /** Orders' numbers by id, for the ledger's rows (orders' own read: stock cannot import orders). */
    private readonly orderNumbers: OrderNumbers,
  ) {}

  /**
   * Changes one product's or colour's stock by the body's `change`, with its reason and note, on the owner's account,
   * in one transaction with its ledger row. Below 0 is refused (409) and changes nothing.
   */
  async adjustByHand(owner: { userId: number }, body: StockAdjustmentBody): Promise<StockMovement> {
    const item = { productId: body.product_id, variantId: body.variant_id };
    const movement = await transactionWithRetry(this.db, async (tx) => {
      await knownStockItem(tx, item, { onSale: true });
      const { movementId } = await adjustStock(tx, item, body.change, {
        reason: body.reason,
        byUserId: owner.userId,
        note: body.note,
      });
      // The body refuses a change of 0, so there is always a row.
      if (movementId === null) throw new Error("the adjustment wrote no ledger row");
      this.events.publish(tx, { name: "stock-changed" });
      return stockMovementById(tx, this.orderNumbers, movementId);
    });
    return movement;
  }

  /** Why a product's or colour's count changed, newest first. */
  movementsOf(item: StockItem, limit: number) {
    return stockMovementsOf(this.db, this.orderNumbers, item, limit);
  }
}
