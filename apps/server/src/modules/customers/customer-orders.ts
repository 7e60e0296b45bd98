// What the customers need of orders, which keeps the orders a customer is made of (decision 058). Orders imports
// customers (every write to an order keeps its customer's figures in its own transaction), so customers cannot import
// orders: the figures' statements are handed orders' SQL by keepOrderFigures, and the desk's reads get orders' reads
// at registration from app.ts, as fulfilment and payments get their part of orders (decision 079).
import type { CustomerResponse } from "@mayil/core/orders/customer-schemas";
import type { SQL } from "drizzle-orm";

/** Her orders as her figures are worked out from them, as SQL for keepCustomerFigures' statements. */
export interface OrdersOfCustomers {
  /**
   * Rows (phone, first order's id, last order's id, what her orders are worth now in paise) per phone on an order
   * (not ''), of the phones in `phones` (a text[] expression) or, without it, of every phone: a select the figures'
   * insert reads.
   */
  perPhone(phones: SQL | undefined): SQL;
  /** A condition: some order carries the phone `phone` (a column of the caller's statement). */
  carrying(phone: SQL): SQL;
}

/** One customer's figures summed over her orders, as her row in the list and her page say them. */
export interface SummedOrders {
  id: number;
  name: string;
  phone: string;
  orders: number;
  cancelled: number;
  spentPaise: number;
  returnsPaise: number;
  owedPaise: number;
  paidPaise: number;
  hasAccount: boolean;
  firstOrderAt: string;
  lastOrderAt: string;
}

/** The reads of her orders the desk's customers list and page need, handed in by orders at registration. */
export interface CustomerOrders {
  /**
   * The phones of the orders whose name contains the text, or whose phone contains its digits, as a subquery (one
   * column) a statement reads with `= any(array(…))`.
   */
  phonesMatching(q: string): SQL;
  /** Each phone's figures, summed over its orders in one grouped query. */
  summed(phones: string[]): Promise<Map<string, SummedOrders>>;
  /** The phone of the order `orderId`; undefined when it has no customer (a walk-in, a deleted account's order). */
  phoneOf(orderId: number): Promise<string | undefined>;
  /** Her orders, newest first, as her page lists them. */
  ordersOf(phone: string): Promise<CustomerResponse["orders"]>;
  /** Her parcels delivered and returned to origin (refused or undelivered), from her orders' parcels (decision 083). */
  parcelsOf(phone: string): Promise<CustomerResponse["customer"]["parcels"]>;
}
