// The desk's alerts in both desk languages (decision 084): each alert carries its Malayalam beside the English, with
// the order number, the customer's first name and the amounts exactly as they are, and nothing left in English but
// those; an English desk reads the English as it always did.
import type { DeskAlert } from "@mayil/core/alerts/desk-alert-schemas";
import { describe, expect, it } from "vitest";
import {
  orderExpiringAlert,
  orderPlacedAlert,
  paymentRecordedAlert,
  runningOutAlert,
} from "../../src/modules/alerts/alert-texts";
import { alertIn } from "../../src/modules/alerts/web-push-sender";

const order = { id: 7, orderNumber: "MJ-000123", customerName: "Lakshmi Iyer", totalPaise: 44700 };
const AT = new Date("2026-12-04T10:00:00Z");

const alerts: [string, DeskAlert, { en: DeskAlert["ml"]; ml: DeskAlert["ml"] }][] = [
  [
    "a new order",
    orderPlacedAlert({ ...order, pieceCount: 2 }, AT),
    {
      en: { title: "New order MJ-000123", body: "Lakshmi · 2 pieces · ₹447" },
      ml: { title: "പുതിയ ഓർഡർ MJ-000123", body: "Lakshmi · 2 ആഭരണങ്ങൾ · ₹447" },
    },
  ],
  [
    "her own payment, part paid",
    paymentRecordedAlert(order, { amountPaise: 20000, method: "upi", stillOwedPaise: 24700 }, AT),
    {
      en: { title: "Payment recorded on MJ-000123", body: "₹200 by UPI · Lakshmi · ₹247 still owed" },
      ml: { title: "MJ-000123: പേയ്‌മെന്റ് ചേർത്തു", body: "₹200 UPI വഴി · Lakshmi · ₹247 ഇനിയും കിട്ടാനുണ്ട്" },
    },
  ],
  [
    "the gateway's payment, paid in full",
    paymentRecordedAlert(order, { amountPaise: 44700, method: "online", stillOwedPaise: 0, gateway: "Razorpay" }, AT),
    {
      en: { title: "Paid ₹447 · MJ-000123", body: "Online (card, net banking) · Razorpay · Lakshmi · paid in full" },
      ml: { title: "₹447 അടച്ചു · MJ-000123", body: "ഓൺലൈൻ (കാർഡ്, നെറ്റ് ബാങ്കിംഗ്) · Razorpay · Lakshmi · മുഴുവൻ അടച്ചു" },
    },
  ],
  [
    "an order about to expire",
    orderExpiringAlert({ ...order, hoursLeft: 1.2 }, AT),
    {
      en: {
        title: "MJ-000123 expires in 1 hour",
        body: "Lakshmi · ₹447 · not confirmed yet; confirm it or it is cancelled and its stock put back",
      },
      ml: {
        title: "MJ-000123: 1 മണിക്കൂറിൽ കാലാവധി തീരും",
        body: "Lakshmi · ₹447 · ഇതുവരെ സ്ഥിരീകരിച്ചില്ല; സ്ഥിരീകരിക്കൂ, അല്ലെങ്കിൽ റദ്ദാകും, സ്റ്റോക്ക് തിരികെ ചേരും",
      },
    },
  ],
  [
    "a piece running low",
    runningOutAlert({ productId: 4, name: "Kemp jhumka (Ruby red)", left: 2 }, AT),
    {
      en: { title: "Running low: Kemp jhumka (Ruby red)", body: "2 left to sell" },
      ml: { title: "തീരാറായി: Kemp jhumka (Ruby red)", body: "വിൽക്കാൻ 2 എണ്ണം ബാക്കി" },
    },
  ],
  [
    "a piece sold out",
    runningOutAlert({ productId: 4, name: "Kemp jhumka", left: 0 }, AT),
    {
      en: { title: "Sold out: Kemp jhumka", body: "None left to sell" },
      ml: { title: "വിറ്റുതീർന്നു: Kemp jhumka", body: "വിൽക്കാൻ ഒന്നും ബാക്കിയില്ല" },
    },
  ],
];

describe.each(alerts)("%s", (_, alert, words) => {
  it("says it in English, and in Malayalam beside it", () => {
    expect({ title: alert.title, body: alert.body }).toEqual(words.en);
    expect(alert.ml).toEqual(words.ml);
  });

  it("reaches each desk in its own language only", () => {
    expect(alertIn("en", alert)).toEqual({ ...alert, ml: undefined, ...words.en });
    expect(alertIn("ml", alert)).toMatchObject({ ...words.ml, kind: alert.kind, path: alert.path });
    expect(alertIn("ml", alert)).not.toHaveProperty("ml");
    expect(alertIn("en", alert)).not.toHaveProperty("ml");
  });
});
