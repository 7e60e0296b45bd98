// The India days, weeks and months a report counts in. India has one time zone and no daylight saving, so an India
// day always starts at 00:00 +05:30: an order belongs to the India day it was placed on. The periods themselves and
// their longest (decision 062) are core's report-periods.ts, shared with the desk's reports page.
import { addDays, FIRST_DAY } from "@mayil/core/calendar/calendar";
import { isoDay } from "@mayil/core/calendar/iso-day";
import { longestPeriodEnd, type ReportGrouping } from "@mayil/core/reports/report-periods";

/**
 * A report's period with its defaults: `from` the first of this India month (or `defaultDays` before `to`), `to`
 * today. Without an end, up to today or the longest period `by` allows from `from` when that is sooner (or `from`
 * itself, if it is later than today). Without a start, never before FIRST_DAY.
 */
export function reportPeriod(
  query: { from?: string | undefined; to?: string | undefined },
  by?: ReportGrouping,
  defaultDays?: number,
): { from: string; to: string } {
  const today = isoDay(new Date());
  const longest = query.from ? longestPeriodEnd(query.from, by) : today;
  const to = query.to ?? (query.from && query.from > today ? query.from : longest < today ? longest : today);
  const start = query.from ?? (defaultDays ? addDays(to, -(defaultDays - 1)) : `${to.slice(0, 7)}-01`);
  return { from: start < FIRST_DAY ? FIRST_DAY : start, to };
}
