// What every change the owner makes at the desk needs: the database, the shop's identity (for messages and UPI links),
// its public address (for links to the order), and the signal that stock changed (for the catalogue caches).
import type { OwnerOrder } from "@mayil/core/owner-schemas";
import type { ShopIdentity } from "../../config";
import type { Database } from "../../db/database";

export interface OrderDesk {
  db: Database;
  shop: ShopIdentity;
  publicUrl: string;
  /** Awaited after a commit that changed stock, so every process's cached catalogue shows it. */
  onStockChanged: () => void | Promise<void>;
}

/** The owner who made a change, for the order's timeline and the payment's record. */
export interface DeskOwner {
  userId: number;
}

/** An order after a change at the desk, with the one-tap WhatsApp message to the customer about it (null: no phone). */
export interface ChangedOrder {
  order: OwnerOrder;
  customerWhatsAppUrl: string | null;
}
