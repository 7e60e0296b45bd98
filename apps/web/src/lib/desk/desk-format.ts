// How the desk writes dates and money: Indian style, India time (the shop's clock, wherever the phone thinks it is),
// dates in the desk's language with Western digits (decision 084), money as Money.format in every language.
import { isoDay } from "@mayil/core/calendar/iso-day";
import { type DeskLanguage, LANGUAGE_TAGS } from "@mayil/core/languages/languages";
import { Money } from "@mayil/core/money/money";
import { useMemo } from "react";
import { indianDate, indianDateTime } from "../indian-dates";
import { useDeskLanguage } from "./desk-language";

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

/** How a calendar day is written: "3 Nov", "Nov 2026", "3 Nov 2026", "3 November 2026"; "Thu, 3 Dec, 2:00 am". */
export type DayStyle = "dayMonth" | "monthYear" | "date" | "weekdayTime";

const DAY_STYLES: Record<DayStyle, Intl.DateTimeFormatOptions> = {
  dayMonth: { day: "numeric", month: "short" },
  monthYear: { month: "short", year: "numeric" },
  date: { day: "numeric", month: "short", year: "numeric" },
  weekdayTime: { weekday: "short", day: "numeric", month: "short", hour: "numeric", minute: "2-digit" },
};

// One formatter per language and style: building one costs a low-tier phone tens of milliseconds.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(style: DayStyle, language: DeskLanguage, timeZone: string): Intl.DateTimeFormat {
  const key = `${language}/${style}/${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
      ...DAY_STYLES[style],
      numberingSystem: "latn",
      timeZone,
    });
    formatters.set(key, format);
  }
  return format;
}

/** A calendar day as the reports name them (2026-11-03, no clock): "3 Nov", "Nov 2026", "3 Nov 2026". */
export const deskDay = (day: string, style: DayStyle, language: DeskLanguage = "en") =>
  formatter(style, language, "UTC").format(new Date(`${day}T00:00:00Z`));

/** A moment on India's clock in one of the day styles: "Thu, 3 Dec, 2:00 am". */
export const deskMoment = (iso: string, style: DayStyle, language: DeskLanguage = "en") =>
  formatter(style, language, "Asia/Kolkata").format(new Date(iso));

/** The desk's dates in her language: a moment, a day, a calendar day in one of the styles. */
export function useDeskDates() {
  const language = useDeskLanguage();
  return useMemo(
    () => ({
      language,
      /** "23 Nov 2026, 4:05 pm" */
      dateTime: (iso: string) => indianDateTime(iso, language),
      /** "23 Nov 2026" */
      date: (iso: string) => indianDate(iso, language),
      day: (day: string, style: DayStyle) => deskDay(day, style, language),
      moment: (iso: string, style: DayStyle) => deskMoment(iso, style, language),
    }),
    [language],
  );
}
