// The period a report covers, as it lives in the address (?from=2026-11-01&to=2026-11-30&by=day), so a reload or a
// shared link shows the same report. India days: the shop's clock, wherever the phone is.
import type { ReportGrouping } from "@mayil/core/reports/reports-schemas";
import { indiaToday } from "../../../lib/desk/desk-format";

export interface ReportPeriod {
  from: string;
  to: string;
  by: ReportGrouping;
}

const DAY_MS = 86_400_000;
const isDay = (text: string | null): text is string => !!text && /^\d{4}-\d{2}-\d{2}$/.test(text);
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const monthStart = (day: string) => `${day.slice(0, 8)}01`;

/** The periods she picks most, each with the grouping that reads best for it. */
export function presets(today = indiaToday()): { label: string; period: ReportPeriod }[] {
  const lastMonthEnd = addDays(monthStart(today), -1);
  return [
    { label: "This month", period: { from: monthStart(today), to: today, by: "day" } },
    { label: "Last month", period: { from: monthStart(lastMonthEnd), to: lastMonthEnd, by: "day" } },
    { label: "Last 90 days", period: { from: addDays(today, -89), to: today, by: "week" } },
    { label: "Last 12 months", period: { from: `${addDays(today, -364).slice(0, 8)}01`, to: today, by: "month" } },
  ];
}

export function periodFrom(search: URLSearchParams, today = indiaToday()): ReportPeriod {
  const from = search.get("from");
  const to = search.get("to");
  const by = search.get("by");
  return {
    from: isDay(from) ? from : monthStart(today),
    to: isDay(to) ? to : today,
    by: by === "week" || by === "month" ? by : "day",
  };
}

const shortDate = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
const monthName = new Intl.DateTimeFormat("en-IN", { month: "short", year: "numeric", timeZone: "UTC" });
const longDate = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** A period's first day as its bar is labelled: "3 Nov", "w/c 3 Nov", "Nov 2026". */
export function periodLabel(start: string, by: ReportGrouping): string {
  const day = new Date(`${start}T00:00:00Z`);
  if (by === "month") return monthName.format(day);
  return by === "week" ? `Week of ${shortDate.format(day)}` : shortDate.format(day);
}

/** "1 Nov 2026" */
export const dayLabel = (day: string) => longDate.format(new Date(`${day}T00:00:00Z`));
