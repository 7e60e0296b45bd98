// The receipts the shop sends a customer on WhatsApp after the desk records her payment, changes her order, or sells
// to her at the counter: what she paid or what the order now holds, what is still owed, in the shop's voice.

import { nameWithOption } from "../catalogue/piece-options";
import { Money } from "../money/money";
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "./order-payments";
import { hello, orderPageLines, type StatusMessageOrder, upiPayLine } from "./order-status-messages";

export interface ReceiptLine {
  name: string;
  colorName: string | null;
  unitPricePaise: number;
  quantity: number;
}

/** What a receipt lists: the lines and the money, as the order holds them now. */
export interface ReceiptOrder extends StatusMessageOrder {
  items: ReceiptLine[];
  deliveryFeePaise: number;
  /** The fee for paying the courier at her door (decision 083); 0 or left out for a prepaid order. */
  codFeePaise?: number;
  discountPaise: number;
  totalPaise: number;
}

export interface ReceivedPayment {
  method: PaymentMethod;
  amountPaise: number;
  reference: string | null;
}

const paidWith = (payment: ReceivedPayment) =>
  `${PAYMENT_METHOD_LABELS[payment.method]}${payment.reference ? `, ref. ${payment.reference}` : ""}`;

function itemsAndTotal(order: ReceiptOrder): string[] {
  const lines = order.items.map((item, index) => {
    const name = nameWithOption(item.name, item.colorName);
    return `${index + 1}. ${name} - ${Money.format(item.unitPricePaise)} x ${item.quantity}`;
  });
  if (order.deliveryFeePaise > 0) lines.push(`Delivery fee: ${Money.format(order.deliveryFeePaise)}`);
  if (order.codFeePaise) lines.push(`Cash on delivery fee: ${Money.format(order.codFeePaise)}`);
  if (order.discountPaise > 0) lines.push(`Discount: -${Money.format(order.discountPaise)}`);
  lines.push(`Total: ${Money.format(order.totalPaise)}`);
  return lines;
}

/** What is owed and how to pay it, the order's page when she can open it, and the shop's signature. */
function closing(order: StatusMessageOrder, shopName: string): string[] {
  const lines: string[] = [];
  if (order.amountDuePaise > 0) lines.push(`Still to pay: ${Money.format(order.amountDuePaise)}.`);
  else lines.push("Your order is fully paid. Thank you!");
  lines.push(...orderPageLines(order, upiPayLine(order)), "", `- ${shopName}`);
  return lines;
}

/** After the desk records a payment: how much arrived, by what, and what is left. */
export function paymentReceiptMessage(order: StatusMessageOrder, payment: ReceivedPayment, shopName: string): string {
  return [
    `${hello(order.customerName, shopName)}, we have received ${Money.format(payment.amountPaise)} (${paidWith(payment)}) for your order ${order.orderNumber}.`,
    ...closing(order, shopName),
  ].join("\n");
}

/** After the desk changes an order agreed in the chat: the order as it now stands. */
export function orderChangedMessage(order: ReceiptOrder, shopName: string): string {
  return [
    `${hello(order.customerName, shopName)}, your order ${order.orderNumber} has been updated as we agreed:`,
    ...itemsAndTotal(order),
    ...closing(order, shopName),
  ].join("\n");
}

/** A sale paid and taken away at the counter: the receipt, with nothing to come back for. */
export function counterSaleReceiptMessage(order: ReceiptOrder, payment: ReceivedPayment, shopName: string): string {
  return [
    `${hello(order.customerName, shopName)}, thank you for shopping with us! Your receipt for ${order.orderNumber}:`,
    ...itemsAndTotal(order),
    `Paid: ${Money.format(payment.amountPaise)} (${paidWith(payment)}).`,
    "We hope you love your jewellery.",
    "",
    `- ${shopName}`,
  ].join("\n");
}
