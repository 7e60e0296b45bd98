// The period a report covers, as it lives in the address (?from=2026-11-01&to=2026-11-30&by=day), so a reload or a
// shared link shows the same report. India days: the shop's clock, wherever the phone is.

import type { DeskLanguage } from "@mayil/core/languages/languages";
import type { ReportGrouping } from "@mayil/core/reports/reports-schemas";
import { deskDay, indiaToday } from "../../../lib/desk/desk-format";
import type { DeskMessageId, DeskSay } from "../../../lib/desk/desk-messages";

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
export function presets(today = indiaToday()): { label: DeskMessageId; period: ReportPeriod }[] {
  const lastMonthEnd = addDays(monthStart(today), -1);
  return [
    { label: "desk.reports.thisMonth", period: { from: monthStart(today), to: today, by: "day" } },
    { label: "desk.reports.lastMonth", period: { from: monthStart(lastMonthEnd), to: lastMonthEnd, by: "day" } },
    { label: "desk.reports.last90Days", period: { from: addDays(today, -89), to: today, by: "week" } },
    {
      label: "desk.reports.last12Months",
      period: { from: `${addDays(today, -364).slice(0, 8)}01`, to: today, by: "month" },
    },
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

/** A period's first day as its bar is labelled, in the desk's language: "3 Nov", "Week of 3 Nov", "Nov 2026". */
export function periodLabel(start: string, by: ReportGrouping, t: DeskSay, language: DeskLanguage): string {
  if (by === "month") return deskDay(start, "monthYear", language);
  const day = deskDay(start, "dayMonth", language);
  return by === "week" ? t("desk.reports.weekOf", { day }) : day;
}
