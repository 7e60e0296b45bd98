// What the shop tells a customer on WhatsApp when her order moves on: short, warm, in the shop's voice, and always
// with the order number, what happened, what to do next and the link to the order on the shop.

import { greetingName } from "../account/delivery-address";
import { nameWithOption } from "../catalogue/piece-options";
import { pickupPointText } from "../fulfilment/pickup-points";
import { Money } from "../money/money";
import { safeGreetingName } from "../text/single-line-text";
import type { OrderStatus } from "./order-life-cycle";

export interface StatusMessageOrder {
  orderNumber: string;
  customerName: string;
  status: OrderStatus;
  deliveryMethod: "delivery" | "pickup";
  pickupLocation: string | null;
  /** Still owed, in paise. */
  amountDuePaise: number;
  /** Owed back to her until the shop records a refund, in paise (0 or left out: nothing). */
  refundOwedPaise?: number;
  /**
   * The shop's upi://pay link for what is owed, when it has a UPI id: a message never carries it (it is no link a chat
   * opens), it sends her to her order page, whose Pay by UPI button and QR code hold it.
   */
  upiPayUrl: string | null;
  /** The order's page on the shop; null when she cannot open it (a sale the shop entered: she has no account). */
  orderUrl: string | null;
  /** The parcel, once shipped: the courier, the number and the courier's tracking page (null: no link for it). */
  shipment?: MessageShipment | null;
  /** A pickup order's code, asked at the counter when she collects it. */
  pickupCode?: string | null;
}

export interface MessageShipment {
  courierName: string;
  trackingNumber: string;
  trackingUrl: string | null;
  /** The courier collects what is owed in cash when it reaches her (the owner says so when shipping). */
  cashOnDelivery?: boolean;
}

/** "Courier: Blue Dart, tracking number 12345678901." and the link to follow it, when the courier has one. */
function parcelLines(shipment: MessageShipment): string[] {
  const lines = [`Courier: ${shipment.courierName}, tracking number ${shipment.trackingNumber}.`];
  if (shipment.trackingUrl) lines.push(`Track parcel: ${shipment.trackingUrl}`);
  return lines;
}

function whatHappened(order: StatusMessageOrder): string {
  switch (order.status) {
    case "placed":
      return `we have received your order ${order.orderNumber}.`;
    case "confirmed":
      return `your order ${order.orderNumber} is confirmed. We are getting your pieces ready.`;
    case "packed":
      return `your order ${order.orderNumber} is packed.`;
    case "shipped":
      return `your order ${order.orderNumber} is on its way to you.`;
    case "ready_for_pickup":
      return `your order ${order.orderNumber} is ready for pickup at ${pickupPointText(order.pickupLocation)}`;
    case "completed":
      return `your order ${order.orderNumber} is complete. Thank you for shopping with us! We hope you love your jewellery.`;
    case "cancelled":
      return `your order ${order.orderNumber} has been cancelled.`;
    case "returned":
      return `we have received the return of your order ${order.orderNumber}.`;
  }
}

function whatNext(order: StatusMessageOrder): string | null {
  const owed = order.amountDuePaise > 0;
  switch (order.status) {
    case "confirmed":
    case "packed":
      return owed ? `Amount to pay: ${Money.format(order.amountDuePaise)}.` : null;
    case "shipped":
      // "Keep it ready" only when the courier collects it (cash on delivery): otherwise she pays as agreed, by UPI
      // from her order page when the shop takes it, and a paid order says it is paid.
      if (!owed) return "It is fully paid: there is nothing to pay when it reaches you.";
      if (order.shipment?.cashOnDelivery) {
        return `Please keep ${Money.format(order.amountDuePaise)} ready in cash for the courier when it reaches you.`;
      }
      return upiPayLine(order)
        ? `Still to pay: ${Money.format(order.amountDuePaise)}.`
        : `Still to pay: ${Money.format(order.amountDuePaise)}, as we agreed in this chat.`;
    case "ready_for_pickup":
      return owed
        ? `Please bring this message and ${Money.format(order.amountDuePaise)} (cash or UPI) when you come.`
        : "Please bring this message when you come.";
    case "cancelled":
      return refundOwed(order) ?? "If this is a mistake, or you would like something else, just reply here.";
    case "returned":
      return refundOwed(order) ?? "We will settle any refund with you in this chat.";
    default:
      return null;
  }
}

/** What the shop owes her back, when it does: the sentence that says it will come. */
const refundOwed = (order: StatusMessageOrder) =>
  (order.refundOwedPaise ?? 0) > 0
    ? `We owe you ${Money.format(order.refundOwedPaise ?? 0)} back and will send it to you soon.`
    : null;

/** "2 x Jhumka (Red), 1 x Anklet": units as a message lists them. */
export const unitsText = (lines: { name: string; colorName: string | null; quantity: number }[]) =>
  lines.map((line) => `${line.quantity} x ${nameWithOption(line.name, line.colorName)}`).join(", ");

/**
 * After the desk records units that came back: what came back, whether that was everything, and the refund owed.
 */
export function returnReceivedMessage(
  order: StatusMessageOrder,
  lines: { name: string; colorName: string | null; quantity: number }[],
  shopName: string,
): string {
  const everything = order.status === "returned" ? " That is everything from this order." : "";
  const result = [
    `${hello(order.customerName, shopName)}, we have received ${unitsText(lines)} back from your order ${order.orderNumber}.${everything}`,
  ];
  result.push(refundOwed(order) ?? "If a refund is due, we will settle it with you in this chat.");
  if (order.orderUrl) result.push(`Your order: ${order.orderUrl}`);
  result.push("", `- ${shopName}`);
  return result.join("\n");
}

/** After the desk records a refund: how much went back, by what, and whether more is still to come. */
export function refundSentMessage(
  order: StatusMessageOrder,
  refund: {
    methodLabel: string;
    amountPaise: number;
    reference: string | null;
    /** Sent back through the payment gateway ("Razorpay") to what she paid with: her bank shows it days later. */
    gateway?: string;
  },
  shopName: string,
): string {
  const by = `${refund.methodLabel}${refund.reference ? `, ref. ${refund.reference}` : ""}`;
  const result = refund.gateway
    ? [
        `${hello(order.customerName, shopName)}, we have refunded ${Money.format(refund.amountPaise)} for your order ${order.orderNumber} to the ${refund.methodLabel === "UPI" ? "UPI account" : "card or account"} you paid from (through ${refund.gateway}). Banks take 5 to 7 working days to show it.`,
      ]
    : [
        `${hello(order.customerName, shopName)}, we have refunded ${Money.format(refund.amountPaise)} (${by}) for your order ${order.orderNumber}.`,
      ];
  const more = refundOwed(order);
  if (more) result.push(more);
  if (order.orderUrl) result.push(`Your order: ${order.orderUrl}`);
  result.push("", `- ${shopName}`);
  return result.join("\n");
}

/**
 * "Hello Anjali": every message to a customer greets her by the name she gave when it is a plain personal name, and
 * with "Hello" alone when what she typed there could read as the shop's own words (safeGreetingName, decision 073).
 */
export function hello(customerName: string, shopName: string): string {
  const name = safeGreetingName(greetingName(customerName), shopName);
  return name ? `Hello ${name}` : "Hello";
}

/** The UPI id in the shop's upi://pay link (its pa), or null. */
function upiIdOf(upiPayUrl: string): string | null {
  const query = upiPayUrl.split("?")[1] ?? "";
  return new URLSearchParams(query).get("pa");
}

/**
 * How she pays what is owed by UPI, when the shop takes it: her order page, whose Pay by UPI button and QR code hold
 * the amount (a chat opens no upi:// link); a sale the shop entered has no page she can open, so the shop's UPI id.
 */
export function upiPayLine(order: StatusMessageOrder): string | null {
  if (!order.upiPayUrl || order.amountDuePaise <= 0) return null;
  if (order.orderUrl) return `Pay by UPI on your order page: ${order.orderUrl}`;
  const upiId = upiIdOf(order.upiPayUrl);
  return upiId ? `Pay by UPI to ${upiId}, for ${order.orderNumber}.` : null;
}

/** The order's page at the end of a message, unless the line asking her to pay already gave it. */
export function orderPageLines(order: StatusMessageOrder, payLine: string | null): string[] {
  if (!order.orderUrl || payLine?.includes(order.orderUrl)) return payLine ? [payLine] : [];
  return payLine ? [payLine, `Your order: ${order.orderUrl}`] : [`Your order: ${order.orderUrl}`];
}

export function orderStatusMessage(order: StatusMessageOrder, shopName: string): string {
  const lines = [`${hello(order.customerName, shopName)}, ${whatHappened(order)}`];
  if (order.status === "shipped" && order.shipment) lines.push(...parcelLines(order.shipment));
  if (order.status === "ready_for_pickup" && order.pickupCode) {
    lines.push(`Your pickup code: ${order.pickupCode}. Please tell it to us when you collect your order.`);
  }
  const next = whatNext(order);
  if (next) lines.push(next);
  const live = order.status !== "cancelled" && order.status !== "returned" && order.status !== "completed";
  // Cash for the courier needs no UPI link: she pays at the door.
  const cash = order.status === "shipped" && order.shipment?.cashOnDelivery;
  lines.push(...orderPageLines(order, live && !cash ? upiPayLine(order) : null));
  lines.push("", `- ${shopName}`);
  return lines.join("\n");
}

/** After the owner corrected a shipped order's courier or number: the right one, and its link. */
export function shipmentCorrectedMessage(order: StatusMessageOrder & { shipment: MessageShipment }, shopName: string) {
  const lines = [
    `${hello(order.customerName, shopName)}, a correction to the tracking details of your order ${order.orderNumber}:`,
    ...parcelLines(order.shipment),
  ];
  if (order.orderUrl) lines.push(`Your order: ${order.orderUrl}`);
  lines.push("", `- ${shopName}`);
  return lines.join("\n");
}

/** A payment link the owner sends for an agreed amount (decision 082): the gateway's own page, opened from the chat. */
export interface PaymentLinkFacts {
  orderNumber: string;
  customerName: string;
  amountPaise: number;
  /** The link's address at the gateway (Razorpay's rzp.io/…). */
  url: string;
}

/**
 * The message with a payment link: the order, the amount and the link, and that it confirms itself, so she need not
 * send a screenshot.
 */
export function paymentLinkMessage(link: PaymentLinkFacts, shopName: string): string {
  return [
    `${hello(link.customerName, shopName)}, here is the link to pay ${Money.format(link.amountPaise)} for your order ${link.orderNumber}:`,
    link.url,
    "You can pay by UPI, card or net banking. We will see your payment as soon as it goes through: no screenshot needed.",
    "",
    `- ${shopName}`,
  ].join("\n");
}

/**
 * Before the owner confirms a cash on delivery order (decision 083): asks her to say she will pay the courier the
 * amount in cash, since a refused parcel costs the shop two courier legs. She replies in the chat; the owner then
 * confirms the order (or cancels it) on the desk.
 */
export function codConfirmMessage(
  order: Pick<StatusMessageOrder, "orderNumber" | "customerName" | "amountDuePaise" | "orderUrl">,
  shopName: string,
): string {
  const lines = [
    `${hello(order.customerName, shopName)}, thank you for your order ${order.orderNumber}, to pay by cash on delivery.`,
    `Please reply YES to confirm you will pay ${Money.format(order.amountDuePaise)} in cash to the courier when it reaches you. We will send it once you confirm.`,
  ];
  if (order.orderUrl) lines.push(`Your order: ${order.orderUrl}`);
  lines.push("", `- ${shopName}`);
  return lines.join("\n");
}
