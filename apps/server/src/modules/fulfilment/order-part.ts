// What fulfilment's and payments' changes to an order need of orders, handed in at registration: orders imports both
// (an order's story reads the parcel and the returns and sums the money), so neither can import orders (decision 079).
// Also the shapes a change of an order is made by and responds with, which orders' own changes share.

import type { Paise } from "@mayil/core/money/money";
import type { ReceiptOrder } from "@mayil/core/orders/order-receipts";
import type { StatusMessageOrder } from "@mayil/core/orders/order-status-messages";
import type { OwnerOrder } from "@mayil/core/orders/owner-schemas";
import type { Database, Transaction } from "../../db/database";
import type { lockOrder } from "../../db/lock-order";

/** An order as its lock reads it, at the start of every change. */
export type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

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

/** A change the owner made that keeps the order's status, as a line on its timeline. */
export interface OwnerOrderEvent {
  orderId: number;
  status: LockedOrder["status"];
  reason: string;
  /** Who made it; null when the shop itself did (a payment the gateway confirmed). */
  owner: DeskOwner | null;
  note?: string | null;
  details: Record<string, unknown>;
}

/** A line of the order as sold, as a return counts, names and puts back its units. */
export interface SoldLine {
  id: number;
  quantity: number;
  productId: number | null;
  variantId: number | null;
  productName: string;
  colorName: string | null;
  optionName: string | null;
}

/** A move the owner made (or a change that keeps the status), as the order's new status and a line on its timeline. */
export interface OwnerMove {
  status: LockedOrder["status"];
  reason: string;
  owner: DeskOwner;
  note: string | null;
  details: Record<string, unknown>;
}

export interface OrderPart {
  /** Writes the line on the order's timeline, in the change's transaction. */
  addOwnerEvent(tx: Transaction, event: OwnerOrderEvent): Promise<void>;
  /** What a message to the customer says of the order, read in the change's transaction (after its writes). */
  messageFacts(tx: Transaction, row: LockedOrder): Promise<StatusMessageOrder>;
  /** The one-tap WhatsApp link to the customer with this text; null when the order has no phone. */
  customerMessageLink(phone: string | null, text: string): string | null;
  /** The order as the desk reads it, once the change committed. */
  ownerOrder(orderId: number): Promise<OwnerOrder>;
  /** Works the order's figures out again from its records, in the change's transaction, after its writes. */
  keepFigures(tx: Transaction, orderId: number): Promise<void>;
  /** What is still owed on the order (its worth less what was paid), read in the change's transaction. */
  amountDue(tx: Transaction, row: LockedOrder): Promise<Paise>;
  /** The order's lines as sold, oldest first, read in the change's transaction. */
  soldLines(tx: Transaction, orderId: number): Promise<SoldLine[]>;
  /** Moves the order to the status (its own again for a change that keeps it) with the line on its timeline. */
  moveByOwner(tx: Transaction, row: LockedOrder, move: OwnerMove): Promise<LockedOrder>;
  /** Whether the order is the shopper's own (docs/shop/rules.md: always her own rows): read, no lock taken. */
  isShoppersOrder(db: Database, orderId: number, shopperId: number): Promise<boolean>;
  /** Each order's number (MJ-000012) by id. */
  orderNumbers(db: Database | Transaction, orderIds: number[]): Promise<Map<number, string>>;
  /** What a receipt says of the order, read from the desk's view of it. */
  receiptFacts(order: OwnerOrder): ReceiptOrder;
}
