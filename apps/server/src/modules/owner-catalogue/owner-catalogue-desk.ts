// What the owner's catalogue writes and reads need from the app: the database, the low-stock line, and the signal
// that tells every process's storefront the catalogue changed (decision 009).
import type { Database } from "../../db/database";

export interface OwnerCatalogueDesk {
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
