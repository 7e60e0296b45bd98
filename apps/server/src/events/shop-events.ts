// What happens in the shop that other parts of it act on, in the shop's words, each with what it carries (decision
// 077). The module where it happens publishes it (events.ts); the alerts, the catalogue caches and search subscribe.
// A payload carries what a subscriber needs and no more: a first name's source and money, never a phone or an address.
import type { Paise } from "@mayil/core/money/money";
import type { PaymentMethod } from "@mayil/core/orders/order-payments";

/** An order as an event names it: enough to say which order, whose, and for how much. */
export interface EventOrder {
  id: number;
  orderNumber: string;
  customerName: string;
  totalPaise: Paise;
}

/** A piece (a product's own stock or one of its colours) whose count just crossed the low-stock line, named. */
export interface EventPiece {
  productId: number;
  variantId: number | null;
  /** "Kemp jhumka" or "Kemp jhumka (Ruby red)". */
  name: string;
  left: number;
}

/** What an event that only says that something changed carries. */
type Nothing = Record<never, never>;

/** Each event's name and what it carries. */
export interface ShopEventPayloads {
  /** A shopper placed an order, or the owner entered a sale at the desk. */
  "order-placed": {
    order: EventOrder;
    pieceCount: number;
    /** The sign-in session that placed it (its own desk is not told); null for the shop itself. */
    fromSessionId: string | null;
  };
  /** The owner recorded money received for an order. */
  "payment-recorded": {
    order: EventOrder;
    /** `gateway`: the payment gateway that confirmed it ("Razorpay"), absent for one the owner recorded. */
    payment: { amountPaise: Paise; method: PaymentMethod; stillOwedPaise: Paise; gateway?: string };
    fromSessionId: string | null;
  };
  /** An order nobody confirmed is in its last hours before it expires. */
  "order-about-to-expire": { order: EventOrder; hoursLeft: number };
  /** Pieces still on sale went from above the low-stock line to at or below it, or to none. */
  "stock-running-out": { pieces: EventPiece[] };
  /** Stock counts changed (an order placed, cancelled, expired, edited or returned, a restock): the catalogue shows them. */
  "stock-changed": Nothing;
  /** The owner changed products, colours, photos, categories or search spellings. */
  "catalogue-changed": Nothing;
}

export type ShopEventName = keyof ShopEventPayloads;

/** One event as published: its name and its payload. */
export type ShopEvent<Name extends ShopEventName = ShopEventName> = {
  [N in Name]: { name: N } & ShopEventPayloads[N];
}[Name];
