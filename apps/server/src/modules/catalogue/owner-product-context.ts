// What the owner's product writes are given (product-writes.ts, colour-writes.ts, called by owner-product-service.ts):
// a file apart, so the writes and the service that calls them do not import each other.
import type { Database } from "../../db/database";
import type { ShopEvents } from "../../events/event-bus";

/**
 * What the owner's product writes and reads need from the app: the database, the low-stock line, and where a change is
 * told once committed, so every process's storefront shows it (decisions 009, 077).
 */
export interface OwnerProductContext {
  db: Database;
  /** LOW_STOCK_THRESHOLD: at or below it a product or colour is "low". */
  lowStockThreshold: number;
  /** Each change publishes "catalogue-changed" in its transaction. */
  events: ShopEvents;
}

/** The owner making a change: her account is the `by` of the ledger rows it writes. */
export interface CatalogueEditor {
  userId: number;
}
