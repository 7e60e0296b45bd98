// How the desk writes dates and money: Indian style, India time (the shop's clock, wherever the phone thinks it is).
import { formatRupees, toPaise } from "@mayil/core/money";

const dateTime = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});
const dateOnly = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});
const isoDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" });

/** "23 Nov 2026, 4:05 pm" */
export const indianDateTime = (iso: string) => dateTime.format(new Date(iso));

/** "23 Nov 2026" */
export const indianDate = (iso: string) => dateOnly.format(new Date(iso));

/** Today in India as 2026-11-23 (the CSV form's default). */
export const indiaToday = (now = new Date()) => isoDay.format(now);

/** "1299.50" → "₹1,299.50" */
export const rupees = (amount: string) => formatRupees(toPaise(amount));
