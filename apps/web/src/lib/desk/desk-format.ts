// How the desk writes dates and money: Indian style, India time (the shop's clock, wherever the phone thinks it is).
import { isoDay } from "@mayil/core/calendar/iso-day";
import { Money } from "@mayil/core/money/money";

export { indianDate, indianDateTime } from "../indian-dates";

/** Today in India as 2026-11-23 (the CSV form's default). */
export const indiaToday = (now = new Date()) => isoDay(now);

/** "1299.50" → "₹1,299.50" */
export const rupees = (amount: string) => Money.format(Money.fromWire(amount));

/** 1 → "1st", 2 → "2nd", 3 → "3rd", 11 → "11th", 22 → "22nd": an order's place among a customer's. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: "st", 2: "nd", 3: "rd" }[n % 10] ?? "th"}`;
}
