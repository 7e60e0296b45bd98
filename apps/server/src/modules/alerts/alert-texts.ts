// The desk's alerts in the shop's words (decision 055), in English and in Malayalam for a desk kept in it (decision
// 084, alert-words.ts). They show on a lock screen as well as on the open desk, so they name the order, the customer's
// first name, pieces and money, and never a phone number or an address.

import type { DeskAlert } from "@mayil/core/alerts/desk-alert-schemas";
import { Money, type Paise } from "@mayil/core/money/money";
import type { PaymentMethod } from "@mayil/core/orders/order-payments";
import { ALERT_WORDS, type AlertWords } from "./alert-words";

const orderPath = (orderId: number) => `/owner/orders/${orderId}`;

/** "Lakshmi" of "Lakshmi Iyer": enough to know whose order it is, no more than that on a lock screen. */
export function firstName(customerName: string): string {
  const first = customerName.trim().split(/\s+/)[0] ?? "";
  return first.length > 30 ? `${first.slice(0, 29)}…` : first;
}

/** An alert's title and body in English, with the Malayalam beside them. */
function inDeskLanguages(say: (words: AlertWords) => { title: string; body: string }) {
  return { ...say(ALERT_WORDS.en), ml: say(ALERT_WORDS.ml) };
}

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
    ...inDeskLanguages((words) => ({
      title: words.newOrder(order.orderNumber),
      body: `${firstName(order.customerName)} · ${words.pieces(order.pieceCount)} · ${Money.format(order.totalPaise)}`,
    })),
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
  const amount = Money.format(payment.amountPaise);
  const customer = firstName(order.customerName);
  return {
    kind: "payment_recorded",
    ...inDeskLanguages((words) => {
      const owed =
        payment.stillOwedPaise > 0 ? words.stillOwed(Money.format(payment.stillOwedPaise)) : words.paidInFull;
      const method = words.method[payment.method];
      // The gateway's confirmation is news to her ("Paid ₹1,296 · MJ-000123"); her own record is a note of it.
      return payment.gateway
        ? {
            title: words.paidTitle(amount, order.orderNumber),
            body: `${method} · ${payment.gateway} · ${customer} · ${owed}`,
          }
        : {
            title: words.paymentRecordedTitle(order.orderNumber),
            body: `${words.paidBy(amount, method)} · ${customer} · ${owed}`,
          };
    }),
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
    ...inDeskLanguages((words) => ({
      title: words.expiresIn(order.orderNumber, hours),
      body: `${firstName(order.customerName)} · ${Money.format(order.totalPaise)} · ${words.notConfirmedYet}`,
    })),
    path: orderPath(order.id),
    order_id: order.id,
    at: at.toISOString(),
  };
}

/** "Running low: Kemp jhumka (Ruby red)" / "2 left"; at 0: "Sold out: …" / "None left". */
export function runningOutAlert(piece: { productId: number; name: string; left: number }, at = new Date()): DeskAlert {
  return {
    kind: "stock_running_out",
    ...inDeskLanguages((words) => ({
      title: piece.left === 0 ? words.soldOut(piece.name) : words.runningLow(piece.name),
      body: piece.left === 0 ? words.noneLeft : words.leftToSell(piece.left),
    })),
    path: `/owner/products/${piece.productId}`,
    product_id: piece.productId,
    at: at.toISOString(),
  };
}
