// What the shop tells a customer on WhatsApp when her order moves on: short, warm, in the shop's voice, and always
// with the order number, what happened, what to do next and the link to the order on the shop. In the language she
// ordered in, the sentences from the chat's catalogue (chat-catalogue.ts, decision 084).

import { greetingName } from "../account/delivery-address";
import { nameWithOption } from "../catalogue/piece-options";
import { pickupPoint } from "../fulfilment/pickup-points";
import type { Language } from "../languages/languages";
import { Money } from "../money/money";
import { safeGreetingName } from "../text/single-line-text";
import { type ChatCatalogue, chatIn } from "./chat-catalogue";
import type { OrderStatus } from "./order-life-cycle";
import type { PaymentMethod } from "./order-payments";

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
  /** The language she ordered in (decision 084); left out, English. */
  language?: Language;
}

export interface MessageShipment {
  courierName: string;
  trackingNumber: string;
  trackingUrl: string | null;
  /** The courier collects what is owed in cash when it reaches her (the owner says so when shipping). */
  cashOnDelivery?: boolean;
}

/** "Courier: Blue Dart, tracking number 12345678901." and the link to follow it, when the courier has one. */
function parcelLines(shipment: MessageShipment, say: ChatCatalogue): string[] {
  const lines = [say.parcelLine({ courier: shipment.courierName, trackingNumber: shipment.trackingNumber })];
  if (shipment.trackingUrl) lines.push(say.trackParcel({ url: shipment.trackingUrl }));
  return lines;
}

/** "Kachani (Kachani Junction, …). Hours: 10 am to 7 pm, Monday to Saturday. Map: https://…" for a message. */
export function pickupPointText(name: string | null, language?: Language): string {
  const say = chatIn(language);
  const known = pickupPoint(name);
  if (!known) return name ?? say.ourPickupPoint;
  return say.pickupPointDetails({
    name: known.name,
    address: known.address,
    hours: known.hoursIn[language ?? "en"],
    map: known.mapUrl,
  });
}

/** The first line: the greeting and what happened to the order. */
function whatHappened(order: StatusMessageOrder, greeting: string): string {
  const say = chatIn(order.language);
  const facts = { hello: greeting, orderNumber: order.orderNumber };
  if (order.status === "ready_for_pickup") {
    return say.readyForPickup({ ...facts, pickupPoint: pickupPointText(order.pickupLocation, order.language) });
  }
  return say.statusNews[order.status](facts);
}

function whatNext(order: StatusMessageOrder): string | null {
  const say = chatIn(order.language);
  const owed = order.amountDuePaise > 0;
  const amount = Money.format(order.amountDuePaise);
  switch (order.status) {
    case "confirmed":
    case "packed":
      return owed ? say.amountToPay({ amount }) : null;
    case "shipped":
      // "Keep it ready" only when the courier collects it (cash on delivery): otherwise she pays as agreed, by UPI
      // from her order page when the shop takes it, and a paid order says it is paid.
      if (!owed) return say.fullyPaidOnArrival;
      if (order.shipment?.cashOnDelivery) return say.keepCashReady({ amount });
      return upiPayLine(order) ? say.stillToPay({ amount }) : say.stillToPayAsAgreed({ amount });
    case "ready_for_pickup":
      return owed ? say.bringMessageAndAmount({ amount }) : say.bringMessage;
    case "cancelled":
      return refundOwed(order) ?? say.cancelledReply;
    case "returned":
      return refundOwed(order) ?? say.returnedRefundInChat;
    default:
      return null;
  }
}

/** What the shop owes her back, when it does: the sentence that says it will come. */
const refundOwed = (order: StatusMessageOrder) =>
  (order.refundOwedPaise ?? 0) > 0
    ? chatIn(order.language).refundOwed({ amount: Money.format(order.refundOwedPaise ?? 0) })
    : null;

/** "Your order: https://…" and the shop's signature, closing a message. */
const yourOrderLine = (order: StatusMessageOrder) =>
  order.orderUrl ? [chatIn(order.language).yourOrderLink({ url: order.orderUrl })] : [];
const signatureLines = (language: Language | undefined, shopName: string) => [
  "",
  chatIn(language).signature({ shop: shopName }),
];

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
  const say = chatIn(order.language);
  const everything = order.status === "returned" ? say.returnEverything : "";
  const greeting = hello(order.customerName, shopName, order.language);
  const result = [
    `${say.returnReceived({ hello: greeting, units: unitsText(lines), orderNumber: order.orderNumber })}${everything}`,
  ];
  result.push(refundOwed(order) ?? say.refundIfDue);
  result.push(...yourOrderLine(order), ...signatureLines(order.language, shopName));
  return result.join("\n");
}

/** After the desk records a refund: how much went back, by what, and whether more is still to come. */
export function refundSentMessage(
  order: StatusMessageOrder,
  refund: {
    method: PaymentMethod;
    amountPaise: number;
    reference: string | null;
    /** Sent back through the payment gateway ("Razorpay") to what she paid with: her bank shows it days later. */
    gateway?: string;
  },
  shopName: string,
): string {
  const say = chatIn(order.language);
  const facts = {
    hello: hello(order.customerName, shopName, order.language),
    amount: Money.format(refund.amountPaise),
    orderNumber: order.orderNumber,
  };
  const result = refund.gateway
    ? [
        refund.method === "upi"
          ? say.refundSentToUpi({ ...facts, gateway: refund.gateway })
          : say.refundSentToCard({ ...facts, gateway: refund.gateway }),
      ]
    : [say.refundSent({ ...facts, paidWith: paidWith(refund, order.language) })];
  const more = refundOwed(order);
  if (more) result.push(more);
  result.push(...yourOrderLine(order), ...signatureLines(order.language, shopName));
  return result.join("\n");
}

/** "UPI, ref. 412345678901": how money moved, in her language, with its reference when there is one. */
export function paidWith(payment: { method: PaymentMethod; reference: string | null }, language?: Language) {
  const say = chatIn(language);
  const method = say.paymentMethods[payment.method];
  return payment.reference ? say.withReference({ method, reference: payment.reference }) : method;
}

/**
 * "Hello Anjali": every message to a customer greets her by the name she gave when it is a plain personal name, and
 * with "Hello" alone when what she typed there could read as the shop's own words (safeGreetingName, decision 073).
 */
export function hello(customerName: string, shopName: string, language?: Language): string {
  const say = chatIn(language);
  const name = safeGreetingName(greetingName(customerName), shopName);
  return name ? say.helloName({ name }) : say.helloAlone;
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
  const say = chatIn(order.language);
  if (order.orderUrl) return say.upiOnOrderPage({ url: order.orderUrl });
  const upiId = upiIdOf(order.upiPayUrl);
  return upiId ? say.upiToId({ upiId, orderNumber: order.orderNumber }) : null;
}

/** The order's page at the end of a message, unless the line asking her to pay already gave it. */
export function orderPageLines(order: StatusMessageOrder, payLine: string | null): string[] {
  if (!order.orderUrl || payLine?.includes(order.orderUrl)) return payLine ? [payLine] : [];
  return payLine ? [payLine, ...yourOrderLine(order)] : yourOrderLine(order);
}

export function orderStatusMessage(order: StatusMessageOrder, shopName: string): string {
  const say = chatIn(order.language);
  const lines = [whatHappened(order, hello(order.customerName, shopName, order.language))];
  if (order.status === "shipped" && order.shipment) lines.push(...parcelLines(order.shipment, say));
  if (order.status === "ready_for_pickup" && order.pickupCode) lines.push(say.pickupCode({ code: order.pickupCode }));
  const next = whatNext(order);
  if (next) lines.push(next);
  const live = order.status !== "cancelled" && order.status !== "returned" && order.status !== "completed";
  // Cash for the courier needs no UPI link: she pays at the door.
  const cash = order.status === "shipped" && order.shipment?.cashOnDelivery;
  lines.push(...orderPageLines(order, live && !cash ? upiPayLine(order) : null));
  lines.push(...signatureLines(order.language, shopName));
  return lines.join("\n");
}

/** After the owner corrected a shipped order's courier or number: the right one, and its link. */
export function shipmentCorrectedMessage(order: StatusMessageOrder & { shipment: MessageShipment }, shopName: string) {
  const say = chatIn(order.language);
  const lines = [
    say.shipmentCorrected({
      hello: hello(order.customerName, shopName, order.language),
      orderNumber: order.orderNumber,
    }),
    ...parcelLines(order.shipment, say),
  ];
  lines.push(...yourOrderLine(order), ...signatureLines(order.language, shopName));
  return lines.join("\n");
}

/** A payment link the owner sends for an agreed amount (decision 082): the gateway's own page, opened from the chat. */
export interface PaymentLinkFacts {
  orderNumber: string;
  customerName: string;
  amountPaise: number;
  /** The link's address at the gateway (Razorpay's rzp.io/…). */
  url: string;
  /** The language she ordered in (decision 084); left out, English. */
  language?: Language;
}

/**
 * The message with a payment link: the order, the amount and the link, and that it confirms itself, so she need not
 * send a screenshot.
 */
export function paymentLinkMessage(link: PaymentLinkFacts, shopName: string): string {
  const say = chatIn(link.language);
  return [
    say.paymentLinkIntro({
      hello: hello(link.customerName, shopName, link.language),
      amount: Money.format(link.amountPaise),
      orderNumber: link.orderNumber,
    }),
    link.url,
    say.paymentLinkHow,
    ...signatureLines(link.language, shopName),
  ].join("\n");
}

/**
 * Before the owner confirms a cash on delivery order (decision 083): asks her to say she will pay the courier the
 * amount in cash, since a refused parcel costs the shop two courier legs. She replies in the chat; the owner then
 * confirms the order (or cancels it) on the desk.
 */
export function codConfirmMessage(
  order: Pick<StatusMessageOrder, "orderNumber" | "customerName" | "amountDuePaise" | "orderUrl" | "language">,
  shopName: string,
): string {
  const say = chatIn(order.language);
  const lines = [
    say.codConfirmThanks({
      hello: hello(order.customerName, shopName, order.language),
      orderNumber: order.orderNumber,
    }),
    say.codConfirmReply({ amount: Money.format(order.amountDuePaise) }),
  ];
  if (order.orderUrl) lines.push(say.yourOrderLink({ url: order.orderUrl }));
  lines.push(...signatureLines(order.language, shopName));
  return lines.join("\n");
}
