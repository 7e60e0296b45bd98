// What every change the owner makes to an order is given (each change is a file of its own, called by
// owner-order-service.ts): a file apart, so the changes and the service that calls them do not import each other.
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

/**
 * The owner who made a change, and an order after it with the message to the customer: fulfilment's changes give
 * and respond with the same, and fulfilment is below orders, so the two shapes are written there (decision 079).
 */
export type { ChangedOrder, DeskOwner } from "../fulfilment";
