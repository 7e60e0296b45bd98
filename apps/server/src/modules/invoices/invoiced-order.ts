// What an invoice and its credit notes say of the order they are for, as orders keeps it. Orders issues the invoices
// (and fulfilment and payments credit them), so the invoices sit below all three and never read orders' tables: the
// order comes from orders' read (orders' invoicedOrderOf), handed in by whoever issues, in the issuing transaction.

import type { Paise } from "@mayil/core/money/money";
import type { DeliveryMethod } from "@mayil/core/orders/order-totals";
import type { Transaction } from "../../db/database";

/** One of the order's lines as it was sold. */
export interface InvoicedLine {
  id: number;
  productName: string;
  optionName: string | null;
  quantity: number;
  unitPrice: Paise;
}

/** The order as its invoice tells it: the buyer, the delivery, what was taken off, and its lines oldest first. */
export interface InvoicedOrder {
  orderNumber: string;
  deliveryMethod: DeliveryMethod;
  customerName: string;
  customerPhone: string | null;
  customerAddress: string | null;
  customerCity: string | null;
  customerState: string | null;
  customerPincode: string | null;
  deliveryFee: Paise;
  /** Cash on delivery's fee (decision 083); 0 for a prepaid order. */
  codFee: Paise;
  discount: Paise;
  lines: InvoicedLine[];
  /**
   * A cash on delivery order's cash the courier collects, what she owes as it is invoiced (when it is shipped, decision
   * 083): the invoice says so at its foot. 0 or left out for a prepaid order, or one paid in full already.
   */
  cashOnDeliveryPaise?: Paise;
}

/** Orders' read of the order in the issuing transaction; undefined when there is no such order. */
export type InvoicedOrderRead = (tx: Transaction, orderId: number) => Promise<InvoicedOrder | undefined>;
