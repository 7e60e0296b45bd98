// The periods a report lists (decision 057): India days, weeks from Monday, calendar months; and the longest period
// each may cover (decision 062). A report lists every period from the one holding `from` to the one holding `to`,
// so the number of periods is worked out first, checked against its longest, and the list is that many steps: no
// walk compares days as text, so no day, however far out, can make it run on.
//
// Pure (no zod): the server's schemas and reports and the desk's reports page share it.
import { addDays, dayNumber, LAST_DAY, monthNumber, monthOfNumber, weekStart } from "../calendar/calendar";

export const REPORT_GROUPINGS = ["day", "week", "month"] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

/**
 * The most periods (bars) one report lists: a year by day, three years by week, ten years by month. The pieces
 * report, which has no bars, covers at most as long as the longest of these (its days counted in months).
 */
export const LONGEST_PERIOD = { day: 366, week: 157, month: 120 } as const satisfies Record<ReportGrouping, number>;
const UNITS = { day: "days", week: "weeks", month: "months" } as const;

/** The first day of the period (day, week from Monday, calendar month) that `day` falls in. */
export function periodStart(day: string, by: ReportGrouping): string {
  if (by === "month") return `${day.slice(0, 7)}-01`;
  return by === "week" ? weekStart(day) : day;
}

/** How many periods of `by` the days from `from` to `to` (both inclusive) touch; 0 when `to` is before `from`. */
export function periodCount(from: string, to: string, by: ReportGrouping): number {
  const count =
    by === "month"
      ? monthNumber(to) - monthNumber(from) + 1
      : by === "week"
        ? (dayNumber(weekStart(to)) - dayNumber(weekStart(from))) / 7 + 1
        : dayNumber(to) - dayNumber(from) + 1;
  return Number.isInteger(count) && count > 0 ? count : 0;
}

/** The refusal of a period longer than its grouping allows, or null. */
export function longPeriodProblem(from: string, to: string, by?: ReportGrouping): string | null {
  const unit = by ?? "month";
  if (periodCount(from, to, unit) <= LONGEST_PERIOD[unit]) return null;
  return by
    ? `A period by ${by} can be at most ${LONGEST_PERIOD[by]} ${UNITS[by]}`
    : `A period can be at most ${LONGEST_PERIOD.month} months`;
}

/** The last day of the longest period of `by` that starts with `from` (never after LAST_DAY). */
export function longestPeriodEnd(from: string, by: ReportGrouping = "month"): string {
  const steps = LONGEST_PERIOD[by];
  const end =
    by === "month"
      ? addDays(monthOfNumber(monthNumber(from) + steps), -1)
      : by === "week"
        ? addDays(weekStart(from), 7 * steps - 1)
        : addDays(from, steps - 1);
  return end < LAST_DAY ? end : LAST_DAY;
}

/**
 * Every period's first day from the one holding `from` to the one holding `to`, oldest first: as many as
 * periodCount says and never more than LONGEST_PERIOD allows (a longer period is refused by the API before it gets
 * here; here it is a mistake in the caller, and thrown).
 */
export function periodStarts(from: string, to: string, by: ReportGrouping): string[] {
  const count = periodCount(from, to, by);
  if (count > LONGEST_PERIOD[by]) throw new RangeError(`${count} ${UNITS[by]} is longer than a report lists`);
  const first = periodStart(from, by);
  const starts: string[] = [];
  for (let step = 0; step < count; step++) {
    starts.push(
      by === "month" ? monthOfNumber(monthNumber(first) + step) : addDays(first, by === "week" ? 7 * step : step),
    );
  }
  return starts;
}
