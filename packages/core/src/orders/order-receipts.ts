// The receipts the shop sends a customer on WhatsApp after the desk records her payment, changes her order, or sells
// to her at the counter: what she paid or what the order now holds, what is still owed, in the shop's voice and in
// the language she ordered in (the chat's catalogue, chat-catalogue.ts, decision 084).

import { nameWithOption } from "../catalogue/piece-options";
import { Money } from "../money/money";
import { chatIn } from "./chat-catalogue";
import type { PaymentMethod } from "./order-payments";
import { hello, orderPageLines, paidWith, type StatusMessageOrder, upiPayLine } from "./order-status-messages";

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

function itemsAndTotal(order: ReceiptOrder): string[] {
  const say = chatIn(order.language);
  const lines = order.items.map((item, index) => {
    const name = nameWithOption(item.name, item.colorName);
    return `${index + 1}. ${name} - ${Money.format(item.unitPricePaise)} x ${item.quantity}`;
  });
  if (order.deliveryFeePaise > 0) lines.push(say.deliveryFeeLine({ fee: Money.format(order.deliveryFeePaise) }));
  if (order.codFeePaise) lines.push(say.codFeeLine({ fee: Money.format(order.codFeePaise) }));
  if (order.discountPaise > 0) lines.push(say.discountLine({ amount: Money.format(order.discountPaise) }));
  lines.push(say.totalLine({ amount: Money.format(order.totalPaise) }));
  return lines;
}

/** What is owed and how to pay it, the order's page when she can open it, and the shop's signature. */
function closing(order: StatusMessageOrder, shopName: string): string[] {
  const say = chatIn(order.language);
  const lines: string[] = [];
  if (order.amountDuePaise > 0) lines.push(say.stillToPay({ amount: Money.format(order.amountDuePaise) }));
  else lines.push(say.fullyPaidThanks);
  lines.push(...orderPageLines(order, upiPayLine(order)), "", say.signature({ shop: shopName }));
  return lines;
}

/** After the desk records a payment: how much arrived, by what, and what is left. */
export function paymentReceiptMessage(order: StatusMessageOrder, payment: ReceivedPayment, shopName: string): string {
  return [
    chatIn(order.language).paymentReceived({
      hello: hello(order.customerName, shopName, order.language),
      amount: Money.format(payment.amountPaise),
      paidWith: paidWith(payment, order.language),
      orderNumber: order.orderNumber,
    }),
    ...closing(order, shopName),
  ].join("\n");
}

/** After the desk changes an order agreed in the chat: the order as it now stands. */
export function orderChangedMessage(order: ReceiptOrder, shopName: string): string {
  return [
    chatIn(order.language).orderChanged({
      hello: hello(order.customerName, shopName, order.language),
      orderNumber: order.orderNumber,
    }),
    ...itemsAndTotal(order),
    ...closing(order, shopName),
  ].join("\n");
}

/** A sale paid and taken away at the counter: the receipt, with nothing to come back for. */
export function counterSaleReceiptMessage(order: ReceiptOrder, payment: ReceivedPayment, shopName: string): string {
  const say = chatIn(order.language);
  return [
    say.counterSaleThanks({
      hello: hello(order.customerName, shopName, order.language),
      orderNumber: order.orderNumber,
    }),
    ...itemsAndTotal(order),
    say.paidLine({ amount: Money.format(payment.amountPaise), paidWith: paidWith(payment, order.language) }),
    say.hopeYouLoveIt,
    "",
    say.signature({ shop: shopName }),
  ].join("\n");
}
