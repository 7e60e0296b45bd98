// What every change the owner makes to an order is given (each change is a file of its own, called by
// owner-order-service.ts): a file apart, so the changes and the service that calls them do not import each other.
import type { OwnerOrder } from "@mayil/core/orders/owner-schemas";
import type { ShopIdentity } from "../../config";
import type { Database } from "../../db/database";
import type { ShopEvents } from "../../events/event-bus";

/**
 * What every change the owner makes to an order needs: the database, the shop's identity (for messages and UPI links),
 * its public address (for links to the order), and where to tell what happened (stock changed, a sale, a payment).
 */
export interface OwnerOrderContext {
  db: Database;
  shop: ShopIdentity;
  publicUrl: string;
  /** Stock changed, a sale entered, a payment recorded: published in the change's transaction (decision 077). */
  events: ShopEvents;
}

/** The owner who made a change, for the order's timeline and the payment's record. */
export interface DeskOwner {
  userId: number;
  /** The sign-in session (device) that made the change: its own open desk is not told of it. */
  sessionId?: string;
}

/** An order after the owner changed it, with the one-tap WhatsApp message to the customer about it (null: no phone). */
export interface ChangedOrder {
  order: OwnerOrder;
  customerWhatsAppUrl: string | null;
}
