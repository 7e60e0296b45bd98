// The India days, weeks and months a report counts in. India has one time zone and no daylight saving, so an India
// day always starts at 00:00 +05:30: an order belongs to the India day it was placed on.
import { isoDay } from "@mayil/core/iso-day";
import { REPORT_MAX_DAYS, type ReportGrouping } from "@mayil/core/reports-schemas";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The India day `days` after (or before) `day`. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The first India day of the period (week from Monday, calendar month) a day falls in. */
export function periodStart(day: string, by: ReportGrouping): string {
  if (by === "month") return `${day.slice(0, 7)}-01`;
  if (by === "week") return addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
  return day;
}

/** The first day of the period after the one starting at `start`. */
function nextPeriod(start: string, by: ReportGrouping): string {
  if (by === "day") return addDays(start, 1);
  if (by === "week") return addDays(start, 7);
  const [year, month] = start.split("-").map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
}

/** Every period's first day from the one holding `from` to the one holding `to`, oldest first. */
export function periodStarts(from: string, to: string, by: ReportGrouping): string[] {
  const starts: string[] = [];
  for (let start = periodStart(from, by); start <= to; start = nextPeriod(start, by)) starts.push(start);
  return starts;
}

/** A report's period with its defaults: `from` the first of this India month, `to` today. */
export function reportPeriod(
  query: { from?: string | undefined; to?: string | undefined },
  defaultDays?: number,
): { from: string; to: string } {
  const today = isoDay(new Date());
  // Without an end, up to today, or the period's longest when that is sooner (or `from` itself, if it is later).
  const longest = query.from ? addDays(query.from, REPORT_MAX_DAYS - 1) : today;
  const to = query.to ?? (query.from && query.from > today ? query.from : longest < today ? longest : today);
  const from = query.from ?? (defaultDays ? addDays(to, -(defaultDays - 1)) : `${to.slice(0, 7)}-01`);
  return { from, to };
}
