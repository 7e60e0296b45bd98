import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../languages/languages";
import { CHAT_CATALOGUES, type ChatCatalogue } from "./chat-catalogue";
import { ORDER_STATUSES } from "./order-life-cycle";
import { PAYMENT_METHODS } from "./order-payments";

// The type makes every language carry every message with the same values; these check what the type cannot: that
// each language's text puts in every value it is given (an order number or amount left out would still compile),
// and that it is written in the language's own script.

type Sentence = {
  [K in keyof ChatCatalogue]: ChatCatalogue[K] extends (values: never) => string ? K : never;
}[keyof ChatCatalogue];
type StatusNews = ChatCatalogue["statusNews"];

/** Values unlike any word of any language, so finding one in a text means it was put in. */
const SAMPLES: { [K in Sentence]: Parameters<ChatCatalogue[K]>[0] } = {
  placeOrder: { shop: "Shop-Q1" },
  orderLine: { orderNumber: "MJ-009001" },
  nameLine: { name: "Name-Q2" },
  phoneLine: { phone: "+91 90000 00001" },
  emailLine: { email: "q3@example.in" },
  pickupLocationLine: { location: "Place-Q4" },
  addressLine: { address: "Address-Q5" },
  instructionsLine: { instructions: "Note-Q6" },
  subtotalLine: { amount: "₹1,23,456" },
  deliveryFeeLine: { fee: "₹79" },
  discountLine: { amount: "₹51" },
  codPaymentWithFee: { fee: "₹49" },
  totalLine: { amount: "₹1,23,533" },
  questionAboutOrder: { shop: "Shop-Q1", orderNumber: "MJ-009001", state: "State-Q7" },
  stateAndRefunded: { state: "State-Q7" },
  helloName: { name: "Name-Q2" },
  signature: { shop: "Shop-Q1" },
  yourOrderLink: { url: "https://shop.example/orders/9001" },
  readyForPickup: { hello: "Hello-Q8", orderNumber: "MJ-009001", pickupPoint: "Point-Q9" },
  pickupPointDetails: { name: "Point-Q9", address: "Address-Q5", hours: "Hours-Q10", map: "https://maps.example/q" },
  pickupCode: { code: "0427" },
  parcelLine: { courier: "Courier-Q11", trackingNumber: "EE123456789IN" },
  trackParcel: { url: "https://track.example/EE123456789IN" },
  amountToPay: { amount: "₹2,499" },
  keepCashReady: { amount: "₹2,499" },
  stillToPay: { amount: "₹2,499" },
  stillToPayAsAgreed: { amount: "₹2,499" },
  bringMessageAndAmount: { amount: "₹2,499" },
  refundOwed: { amount: "₹1,296" },
  upiOnOrderPage: { url: "https://shop.example/orders/9001" },
  upiToId: { upiId: "mayil@okaxis", orderNumber: "MJ-009001" },
  shipmentCorrected: { hello: "Hello-Q8", orderNumber: "MJ-009001" },
  paymentLinkIntro: { hello: "Hello-Q8", amount: "₹1,296", orderNumber: "MJ-009001" },
  codConfirmThanks: { hello: "Hello-Q8", orderNumber: "MJ-009001" },
  codConfirmReply: { amount: "₹3,149" },
  returnReceived: { hello: "Hello-Q8", units: "2 x Units-Q12", orderNumber: "MJ-009001" },
  refundSent: { hello: "Hello-Q8", amount: "₹1,296", paidWith: "Paid-Q13", orderNumber: "MJ-009001" },
  refundSentToUpi: { hello: "Hello-Q8", amount: "₹1,296", orderNumber: "MJ-009001", gateway: "Razorpay" },
  refundSentToCard: { hello: "Hello-Q8", amount: "₹1,296", orderNumber: "MJ-009001", gateway: "Razorpay" },
  withReference: { method: "Method-Q14", reference: "412345678901" },
  paymentReceived: { hello: "Hello-Q8", amount: "₹1,296", paidWith: "Paid-Q13", orderNumber: "MJ-009001" },
  orderChanged: { hello: "Hello-Q8", orderNumber: "MJ-009001" },
  codFeeLine: { fee: "₹49" },
  counterSaleThanks: { hello: "Hello-Q8", orderNumber: "MJ-009001" },
  paidLine: { amount: "₹1,296", paidWith: "Paid-Q13" },
};

/** Each language's own script: Malayalam's block, Devanagari; English is Latin. */
const SCRIPT = { en: /[A-Za-z]/, ml: /[\u0D00-\u0D7F]/, hi: /[\u0900-\u097F]/ } as const;
/** Texts that are only values or the same word in every language ("- Mayil Jewels", "UPI"). */
const SCRIPTLESS = new Set(["signature", "paymentMethods.upi"]);

function everyText(catalogue: ChatCatalogue): { key: string; text: string; values: string[] }[] {
  const texts: { key: string; text: string; values: string[] }[] = [];
  for (const [key, entry] of Object.entries(catalogue) as [keyof ChatCatalogue, unknown][]) {
    if (typeof entry === "string") texts.push({ key, text: entry, values: [] });
    else if (typeof entry === "function") {
      const values = SAMPLES[key as Sentence] as Record<string, string>;
      texts.push({ key, text: (entry as (v: unknown) => string)(values), values: Object.values(values) });
    }
  }
  for (const status of Object.keys(catalogue.statusNews) as (keyof StatusNews)[]) {
    const values = { hello: "Hello-Q8", orderNumber: "MJ-009001" };
    texts.push({
      key: `statusNews.${status}`,
      text: catalogue.statusNews[status](values),
      values: Object.values(values),
    });
  }
  for (const status of ORDER_STATUSES) {
    texts.push({ key: `orderStates.${status}`, text: catalogue.orderStates[status], values: [] });
  }
  for (const method of PAYMENT_METHODS) {
    texts.push({ key: `paymentMethods.${method}`, text: catalogue.paymentMethods[method], values: [] });
  }
  return texts;
}

describe("the chat's catalogue", () => {
  it.each(LANGUAGES)("in %s puts every value it is given into its text, in its own script", (language) => {
    const texts = everyText(CHAT_CATALOGUES[language]);
    expect(texts.length).toBeGreaterThan(60);
    for (const { key, text, values } of texts) {
      expect(text.trim(), key).not.toBe("");
      for (const value of values) expect(text, `${language} ${key}`).toContain(value);
      if (!SCRIPTLESS.has(key)) expect(text, `${language} ${key}`).toMatch(SCRIPT[language]);
    }
  });

  it("has the same messages in every language, and Malayalam and Hindi are not English left in place", () => {
    const english = everyText(CHAT_CATALOGUES.en);
    for (const language of ["ml", "hi"] as const) {
      const texts = everyText(CHAT_CATALOGUES[language]);
      expect(texts.map(({ key }) => key)).toEqual(english.map(({ key }) => key));
      const same = texts.filter(({ key, text }) => text === english.find((e) => e.key === key)?.text);
      expect(same.map(({ key }) => key)).toEqual(["signature", "paymentMethods.upi"]);
    }
  });
});
