// The desk's alerts in each of the desk's languages (decision 084): the owner keeps her desk in English or Malayalam,
// and an alert reaches her in it, on the open desk and on her lock screen. One object per language, typed by
// AlertWords, so a sentence missing in a language does not compile. Names, order numbers and amounts go in as they are.
import type { DeskLanguage } from "@mayil/core/languages/languages";
import type { PaymentMethod } from "@mayil/core/orders/order-payments";
import { PAYMENT_METHOD_LABELS } from "@mayil/core/orders/order-payments";

export interface AlertWords {
  pieces(count: number): string;
  newOrder(orderNumber: string): string;
  paidTitle(amount: string, orderNumber: string): string;
  paymentRecordedTitle(orderNumber: string): string;
  paidBy(amount: string, method: string): string;
  stillOwed(amount: string): string;
  paidInFull: string;
  method: Record<PaymentMethod, string>;
  expiresIn(orderNumber: string, hours: number): string;
  notConfirmedYet: string;
  soldOut(name: string): string;
  runningLow(name: string): string;
  noneLeft: string;
  leftToSell(left: number): string;
}

const english: AlertWords = {
  pieces: (count) => `${count} ${count === 1 ? "piece" : "pieces"}`,
  newOrder: (orderNumber) => `New order ${orderNumber}`,
  paidTitle: (amount, orderNumber) => `Paid ${amount} · ${orderNumber}`,
  paymentRecordedTitle: (orderNumber) => `Payment recorded on ${orderNumber}`,
  paidBy: (amount, method) => `${amount} by ${method}`,
  stillOwed: (amount) => `${amount} still owed`,
  paidInFull: "paid in full",
  method: PAYMENT_METHOD_LABELS,
  expiresIn: (orderNumber, hours) => `${orderNumber} expires in ${hours} ${hours === 1 ? "hour" : "hours"}`,
  notConfirmedYet: "not confirmed yet; confirm it or it is cancelled and its stock put back",
  soldOut: (name) => `Sold out: ${name}`,
  runningLow: (name) => `Running low: ${name}`,
  noneLeft: "None left to sell",
  leftToSell: (left) => `${left} left to sell`,
};

/** In the desk's own Malayalam words (apps/web/src/messages/ml/desk*.json): ആഭരണം, പേയ്‌മെന്റ്, കിട്ടാനുണ്ട്. */
const malayalam: AlertWords = {
  pieces: (count) => `${count} ${count === 1 ? "ആഭരണം" : "ആഭരണങ്ങൾ"}`,
  newOrder: (orderNumber) => `പുതിയ ഓർഡർ ${orderNumber}`,
  paidTitle: (amount, orderNumber) => `${amount} അടച്ചു · ${orderNumber}`,
  paymentRecordedTitle: (orderNumber) => `${orderNumber}: പേയ്‌മെന്റ് ചേർത്തു`,
  paidBy: (amount, method) => `${amount} ${method} വഴി`,
  stillOwed: (amount) => `${amount} ഇനിയും കിട്ടാനുണ്ട്`,
  paidInFull: "മുഴുവൻ അടച്ചു",
  method: {
    upi: "UPI",
    cash: "ക്യാഷ്",
    bank_transfer: "ബാങ്ക് ട്രാൻസ്ഫർ",
    online: "ഓൺലൈൻ (കാർഡ്, നെറ്റ് ബാങ്കിംഗ്)",
    cod: "ക്യാഷ് ഓൺ ഡെലിവറി",
  },
  expiresIn: (orderNumber, hours) => `${orderNumber}: ${hours} മണിക്കൂറിൽ കാലാവധി തീരും`,
  notConfirmedYet: "ഇതുവരെ സ്ഥിരീകരിച്ചില്ല; സ്ഥിരീകരിക്കൂ, അല്ലെങ്കിൽ റദ്ദാകും, സ്റ്റോക്ക് തിരികെ ചേരും",
  soldOut: (name) => `വിറ്റുതീർന്നു: ${name}`,
  runningLow: (name) => `തീരാറായി: ${name}`,
  noneLeft: "വിൽക്കാൻ ഒന്നും ബാക്കിയില്ല",
  leftToSell: (left) => `വിൽക്കാൻ ${left} എണ്ണം ബാക്കി`,
};

export const ALERT_WORDS: Record<DeskLanguage, AlertWords> = { en: english, ml: malayalam };
