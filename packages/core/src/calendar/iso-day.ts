// A calendar day as YYYY-MM-DD in a given time zone (the shop's days are India's: Asia/Kolkata).
//
// Assembled from the year, month and day parts rather than formatted with a locale that happens to write dates that
// way (en-CA): a locale's pattern is ICU's data, and en-CA's has changed between ICU versions before.

/** India's time zone, the shop's clock wherever the server or the phone is. */
export const INDIA_TIME_ZONE = "Asia/Kolkata";

const formats = new Map<string, Intl.DateTimeFormat>();

/** The day `at` falls on in `timeZone`, as 2026-11-23. */
export function isoDay(at: Date, timeZone: string = INDIA_TIME_ZONE): string {
  let format = formats.get(timeZone);
  if (!format) {
    // Latin digits whatever the machine's default numbering, a four-digit year in the Gregorian calendar.
    format = new Intl.DateTimeFormat("en-US-u-ca-gregory-nu-latn", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    formats.set(timeZone, format);
  }
  const part = (type: "year" | "month" | "day") =>
    format.formatToParts(at).find((candidate) => candidate.type === type)?.value ?? "";
  return `${part("year").padStart(4, "0")}-${part("month")}-${part("day")}`;
}
