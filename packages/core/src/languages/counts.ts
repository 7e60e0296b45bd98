// A count in a message, said the way the shop's languages say it (decision 084): which plural form it takes and how
// its number is written. Written out rather than asked of Intl: the first `Intl.NumberFormat` or `Intl.PluralRules` a
// page creates loads its locale's data, 20–58 ms of a fast desktop's main thread and several times that on a low-tier
// phone, in the task that hydrates the header (its cart and wishlist links are plurals). Money did the same for
// prices (decision 074). counts.test.ts holds both to Intl's own output in every language.
import { indianGrouping } from "../money/money";
import type { Language } from "./languages";

/** The plural forms the shop's languages have for cardinal numbers (CLDR): English and Malayalam and Hindi use two. */
export type PluralCategory = "one" | "other";

/**
 * CLDR's cardinal rule: English and Malayalam say "one" of exactly 1 (1.5 is "other"); Hindi's "one" covers every
 * number whose whole part is 0, and 1 (so 0 and 0.5 items are "one", as Hindi speakers say them).
 */
export function pluralCategory(language: Language, count: number): PluralCategory {
  // The rules read the number without its sign: -1 item is "one".
  const size = Math.abs(count);
  if (language === "hi") return size < 1 || size === 1 ? "one" : "other";
  return size === 1 ? "one" : "other";
}

/**
 * A count's number as the shop writes it in every language: Western digits in Indian grouping (12,34,567), with up to
 * three decimals, as `Intl.NumberFormat("en-IN")` writes it (and `ml-IN`, `hi-IN` with Latin digits).
 */
export function countText(count: number): string {
  if (!Number.isFinite(count)) return String(count);
  const sign = count < 0 ? "-" : "";
  // Rounded half away from zero on the number as written (1.0005 → 1.001), as Intl rounds, not on its binary value
  // (which toFixed would round down).
  const thousandths = Math.round(Number(`${Math.abs(count)}e3`));
  const whole = String(Math.floor(thousandths / 1000));
  const decimals = String(thousandths % 1000)
    .padStart(3, "0")
    .replace(/0+$/, "");
  return `${sign}${indianGrouping(whole)}${decimals ? `.${decimals}` : ""}`;
}
