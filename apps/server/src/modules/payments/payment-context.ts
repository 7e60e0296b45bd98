// What every payment, refund and void is given (each a file of its own, called by payments-service.ts): a file apart,
// so the changes and the service that calls them do not import each other.
import type { ShopIdentity } from "../../config";
import type { Database, Transaction } from "../../db/database";
import type { ShopEvents } from "../../events/event-bus";
import type { OrderPart } from "../fulfilment";
import type { PaymentGateway } from "./payment-gateway";

export interface PaymentContext {
  db: Database;
  shop: Pick<ShopIdentity, "name">;
  /** A payment recorded: published in the change's transaction (decision 077). */
  events: ShopEvents;
  /** What a change needs of orders: its timeline, figures, what it owes, messages and view (decision 079). */
  orders: OrderPart;
  /**
   * The invoices' credit notes for what the order gave back, in the refund's transaction: handed in by app.ts, as
   * the invoices read payments' records and so cannot be imported by them.
   */
  issueCreditNotes(tx: Transaction, orderId: number, byUserId: number | null): Promise<unknown>;
  /** The payment gateway, with its keys: refunds may be sent back through it (decision 082). Null without. */
  gateway: PaymentGateway | null;
}
