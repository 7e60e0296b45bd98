// What the owner's product writes are given (product-writes.ts, colour-writes.ts, called by owner-product-service.ts):
// a file apart, so the writes and the service that calls them do not import each other.
import type { Database } from "../../db/database";

/**
 * What the owner's product writes and reads need from the app: the database, the low-stock line, and the signal that
 * tells every process's storefront the catalogue changed (decision 009).
 */
export interface OwnerProductContext {
  db: Database;
  /** LOW_STOCK_THRESHOLD: at or below it a product or colour is "low". */
  lowStockThreshold: number;
  /** Called after each committed change; never rejects. */
  onCatalogueChanged: () => Promise<void>;
}

/** The owner making a change: her account is the `by` of the ledger rows it writes. */
export interface CatalogueEditor {
  userId: number;
}
