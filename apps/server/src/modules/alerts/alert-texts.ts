// The desk's alerts in the shop's words (decision 055). They show on a lock screen as well as on the open desk, so they
// name the order, the customer's first name, pieces and money, and never a phone number or an address.

import type { DeskAlert } from "@mayil/core/alerts/desk-alert-schemas";
import { Money, type Paise } from "@mayil/core/money/money";
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "@mayil/core/orders/order-payments";

const orderPath = (orderId: number) => `/owner/orders/${orderId}`;

/** "Lakshmi" of "Lakshmi Iyer": enough to know whose order it is, no more than that on a lock screen. */
export function firstName(customerName: string): string {
  const first = customerName.trim().split(/\s+/)[0] ?? "";
  return first.length > 30 ? `${first.slice(0, 29)}…` : first;
}

const pieces = (count: number) => `${count} ${count === 1 ? "piece" : "pieces"}`;

export interface AlertOrder {
  id: number;
  orderNumber: string;
  customerName: string;
  totalPaise: Paise;
}

/** "New order MJ-000123" / "Lakshmi · 2 pieces · ₹447". */
export function orderPlacedAlert(order: AlertOrder & { pieceCount: number }, at = new Date()): DeskAlert {
  return {
    kind: "order_placed",
    title: `New order ${order.orderNumber}`,
    body: `${firstName(order.customerName)} · ${pieces(order.pieceCount)} · ${Money.format(order.totalPaise)}`,
    path: orderPath(order.id),
    order_id: order.id,
    at: at.toISOString(),
  };
}

/**
 * "Payment recorded on MJ-000123" / "₹200 by UPI · Lakshmi · ₹247 still owed"; confirmed by the payment gateway,
 * "Paid ₹1,296 · MJ-000123" / "UPI · Razorpay · Lakshmi · paid in full".
 */
export function paymentRecordedAlert(
  order: AlertOrder,
  payment: { amountPaise: Paise; method: PaymentMethod; stillOwedPaise: Paise; gateway?: string },
  at = new Date(),
): DeskAlert {
  const owed = payment.stillOwedPaise > 0 ? `${Money.format(payment.stillOwedPaise)} still owed` : "paid in full";
  const method = PAYMENT_METHOD_LABELS[payment.method];
  return {
    kind: "payment_recorded",
    // The gateway's confirmation is news to her ("Paid ₹1,296 · MJ-000123"); her own record is a note of it.
    title: payment.gateway
      ? `Paid ${Money.format(payment.amountPaise)} · ${order.orderNumber}`
      : `Payment recorded on ${order.orderNumber}`,
    body: payment.gateway
      ? `${method} · ${payment.gateway} · ${firstName(order.customerName)} · ${owed}`
      : `${Money.format(payment.amountPaise)} by ${method} · ${firstName(order.customerName)} · ${owed}`,
    path: orderPath(order.id),
    order_id: order.id,
    at: at.toISOString(),
  };
}

/** "MJ-000123 expires in 6 hours" / "Lakshmi · ₹447 · not confirmed yet; confirm it or it is cancelled". */
export function orderExpiringAlert(order: AlertOrder & { hoursLeft: number }, at = new Date()): DeskAlert {
  const hours = Math.max(1, Math.round(order.hoursLeft));
  return {
    kind: "order_expiring",
    title: `${order.orderNumber} expires in ${hours} ${hours === 1 ? "hour" : "hours"}`,
    body: `${firstName(order.customerName)} · ${Money.format(order.totalPaise)} · not confirmed yet; confirm it or it is cancelled and its stock put back`,
    path: orderPath(order.id),
    order_id: order.id,
    at: at.toISOString(),
  };
}

/** "Running low: Kemp jhumka (Ruby red)" / "2 left"; at 0: "Sold out: …" / "None left". */
export function runningOutAlert(piece: { productId: number; name: string; left: number }, at = new Date()): DeskAlert {
  return {
    kind: "stock_running_out",
    title: piece.left === 0 ? `Sold out: ${piece.name}` : `Running low: ${piece.name}`,
    body: piece.left === 0 ? "None left to sell" : `${piece.left} left to sell`,
    path: `/owner/products/${piece.productId}`,
    product_id: piece.productId,
    at: at.toISOString(),
  };
}
