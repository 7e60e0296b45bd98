// The one schema for a calendar day and the one for a month that every endpoint taking a date uses (decision 062):
// a day is YYYY-MM-DD, a real date, from FIRST_DAY to LAST_DAY; a month is YYYY-MM in the same years. Each says so
// in its description, which the API document (/api/docs) shows, and is marked `x-calendar` there, so a test can
// find every date the API takes from the contract itself (apps/server/test/http/dates-bounded.test.ts).

import { text } from "../text/well-formed-text";
import { dayProblem, FIRST_DAY, FIRST_MONTH, LAST_DAY, LAST_MONTH, monthProblem } from "./calendar";

/** The mark on a day's or a month's schema in the API document. */
export type CalendarKind = "day" | "month";

// One refusal per value, the first problem found (shape, then a real date, then the range), naming the field: a
// missing or non-text value gets the shape's words too.
const calendarText = (name: string, problem: (text: string, name: string) => string | null) =>
  text({ error: problem("", name) ?? undefined }).superRefine((value, ctx) => {
    const message = problem(value, name);
    if (message) ctx.addIssue({ code: "custom", message });
  });

/**
 * A calendar day (an India day), e.g. 2026-11-23, as the query parameter or field `name`; `meaning` is what the day
 * is to this endpoint ("First India day, inclusive"), and the description adds the form and the range.
 */
export const calendarDay = (name: string, meaning: string) =>
  calendarText(name, dayProblem).meta({
    description: `${meaning}. A date as YYYY-MM-DD, from ${FIRST_DAY} to ${LAST_DAY}`,
    format: "date",
    "x-calendar": "day" satisfies CalendarKind,
  });

/** A calendar month (India days), e.g. 2026-11, as the query parameter or field `name`; see calendarDay. */
export const calendarMonth = (name: string, meaning: string) =>
  calendarText(name, monthProblem).meta({
    description: `${meaning}. A month as YYYY-MM, from ${FIRST_MONTH} to ${LAST_MONTH}`,
    "x-calendar": "month" satisfies CalendarKind,
  });
