// The order summary the shop receives in WhatsApp, and the wa.me link that opens the chat with it typed in: in the
// language she ordered in, its sentences from the chat's catalogue (chat-catalogue.ts, decision 084).
import { wholeAddress } from "../account/delivery-address";
import { nameWithOption } from "../catalogue/piece-options";
import { formatIndianMobile } from "../india/indian-mobile";
import type { Language } from "../languages/languages";
import { Money } from "../money/money";
import type { PaymentChoice } from "./cash-on-delivery";
import { chatIn } from "./chat-catalogue";
import type { OrderStatus } from "./order-life-cycle";
import type { DeliveryMethod } from "./order-totals";

export interface WhatsAppOrder {
  orderNumber: string;
  customerName: string;
  customerPhone: string | null;
  customerEmail: string | null;
  deliveryMethod: DeliveryMethod;
  customerAddress: string | null;
  customerCity: string | null;
  customerState: string | null;
  customerPincode: string | null;
  pickupLocation: string | null;
  specialInstructions: string | null;
  items: { name: string; colorName: string | null; unitPricePaise: number; quantity: number }[];
  subtotalPaise: number;
  deliveryFeePaise: number;
  /** Agreed off in the chat; left out of the message when 0. */
  discountPaise?: number;
  /** She pays the courier at her door (decision 083); left out, or prepaid, says nothing of payment. */
  paymentChoice?: PaymentChoice;
  /** The fee for paying the courier, in the total; 0 or left out for none. */
  codFeePaise?: number;
  totalPaise: number;
  /** The language she ordered in (decision 084); left out, English. */
  language?: Language;
}

/** "Payment: cash on delivery (fee ₹49)": how a COD order says it is paid, and what that added to its total. */
export const codPaymentLine = (codFeePaise = 0, language?: Language) =>
  codFeePaise > 0
    ? chatIn(language).codPaymentWithFee({ fee: Money.format(codFeePaise) })
    : chatIn(language).codPayment;

/**
 * The message, one fact per line, in rupees as shoppers write them (₹1,234). The shopper sends it to the shop, so it
 * carries no payment link: the shop's own UPI link is for the shop to send her (her order's page shows it too).
 */
export function whatsAppOrderMessage(order: WhatsAppOrder, shopName: string): string {
  const say = chatIn(order.language);
  const lines = [
    say.placeOrder({ shop: shopName }),
    "",
    say.orderLine({ orderNumber: order.orderNumber }),
    say.nameLine({ name: order.customerName }),
  ];
  if (order.customerPhone) lines.push(say.phoneLine({ phone: formatIndianMobile(order.customerPhone) }));
  if (order.customerEmail) lines.push(say.emailLine({ email: order.customerEmail }));
  lines.push("", say.itemsHeading);
  order.items.forEach((item, index) => {
    const name = nameWithOption(item.name, item.colorName);
    lines.push(`${index + 1}. ${name} - ${Money.format(item.unitPricePaise)} x ${item.quantity}`);
  });
  lines.push("");
  if (order.deliveryMethod === "pickup") {
    lines.push(say.storePickup, say.pickupLocationLine({ location: order.pickupLocation ?? "" }));
  } else {
    const address = wholeAddress({
      address: order.customerAddress,
      city: order.customerCity,
      state: order.customerState,
      pincode: order.customerPincode,
    });
    lines.push(say.homeDelivery, say.addressLine({ address }));
  }
  if (order.specialInstructions) lines.push(say.instructionsLine({ instructions: order.specialInstructions }));
  lines.push(
    "",
    say.subtotalLine({ amount: Money.format(order.subtotalPaise) }),
    say.deliveryFeeLine({
      fee: order.deliveryFeePaise === 0 ? say.freeDelivery : Money.format(order.deliveryFeePaise),
    }),
  );
  if (order.discountPaise) lines.push(say.discountLine({ amount: Money.format(order.discountPaise) }));
  if (order.paymentChoice === "cod") lines.push(codPaymentLine(order.codFeePaise, order.language));
  lines.push(say.totalLine({ amount: Money.format(order.totalPaise) }));
  return lines.join("\n");
}

export interface WhatsAppOrderState {
  orderNumber: string;
  status: OrderStatus;
  /** What the shop has paid back, in paise (0 or left out: nothing). */
  refundedPaise?: number;
  /** The language she ordered in (decision 084); left out, English. */
  language?: Language;
}

/** Her order's state as she would name it: "shipped", "ready for pickup", "cancelled and refunded". */
export function orderStateInWords(order: WhatsAppOrderState): string {
  const say = chatIn(order.language);
  const state = say.orderStates[order.status];
  return (order.refundedPaise ?? 0) > 0 ? say.stateAndRefunded({ state }) : state;
}

/**
 * Once the shop has confirmed an order, a chat about it is a question, not the order again: "I would like to place
 * this order" on a shipped or refunded order would read as a second order. The number and the state say which one.
 */
export function whatsAppOrderQuestion(order: WhatsAppOrderState, shopName: string): string {
  return chatIn(order.language).questionAboutOrder({
    shop: shopName,
    orderNumber: order.orderNumber,
    state: orderStateInWords(order),
  });
}

/** What her chat about the order says: the order itself while it waits for the shop, else a question about it. */
export const whatsAppShopperMessage = (order: WhatsAppOrder & WhatsAppOrderState, shopName: string) =>
  order.status === "placed" ? whatsAppOrderMessage(order, shopName) : whatsAppOrderQuestion(order, shopName);

/** https://wa.me/<number>?text=<message>: the number as digits with the country code, the text URL-encoded. */
export function whatsAppLink(whatsappNumber: string, message: string): string {
  return `https://wa.me/${whatsappNumber.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}

/** https://wa.me/<number>: a chat with the number (E.164 or as typed), nothing typed in. */
export function whatsAppChatLink(whatsappNumber: string): string {
  return `https://wa.me/${whatsappNumber.replace(/\D/g, "")}`;
}
