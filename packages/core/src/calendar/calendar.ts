// The calendar days (2026-11-23) and months (2026-11) the shop's API takes, and the arithmetic on them. Every date
// a request carries lies between FIRST_DAY and LAST_DAY (decision 062): a shop opened in 2026 has nothing before
// 2020, and beyond 2099 a date is a typing slip or an attack. Within those years every day is four digits of year,
// so days compare as text and as numbers alike, and one more day never leaves the range a loop was given.
//
// Pure (no zod): the server's schemas (calendar-schemas.ts), its reports and the desk's screens share it.

/** The first and last India day the API takes, both inclusive. */
export const FIRST_DAY = "2020-01-01";
export const LAST_DAY = "2099-12-31";
/** The first and last month the API takes, both inclusive. */
export const FIRST_MONTH = FIRST_DAY.slice(0, 7);
export const LAST_MONTH = LAST_DAY.slice(0, 7);

const DAY_MS = 86_400_000;
const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
const MONTH_SHAPE = /^\d{4}-(0[1-9]|1[0-2])$/;

/** What is wrong with a day given as text, in words naming `name`, or null when it is a day the API takes. */
export function dayProblem(text: string, name: string): string | null {
  if (!DAY_SHAPE.test(text)) return `${name} must be a date like 2026-11-23`;
  // Date.parse rolls 2026-02-30 over to 2 March: a real date is one that reads back the same.
  const day = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text) return `${name} is not a real date`;
  if (text < FIRST_DAY || text > LAST_DAY) return `${name} must be a date from ${FIRST_DAY} to ${LAST_DAY}`;
  return null;
}

/** What is wrong with a month given as text, in words naming `name`, or null when it is a month the API takes. */
export function monthProblem(text: string, name: string): string | null {
  if (!MONTH_SHAPE.test(text)) return `${name} must be a month as YYYY-MM, e.g. 2026-11`;
  if (text < FIRST_MONTH || text > LAST_MONTH) return `${name} must be a month from ${FIRST_MONTH} to ${LAST_MONTH}`;
  return null;
}

/** A day as a whole number of days since 1970-01-01, for counting (never for comparing text). */
export const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** The day numbered `number` (see dayNumber). */
export const dayOfNumber = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** The day `days` after (or before) `day`. */
export const addDays = (day: string, days: number) => dayOfNumber(dayNumber(day) + days);

/** The Monday of the week (Monday to Sunday, ISO) that holds `day`. */
export const weekStart = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/** A day's or month's month as a whole number of months since year 0 (2026-11 and 2026-11-23 alike). */
export const monthNumber = (dayOrMonth: string) =>
  Number(dayOrMonth.slice(0, 4)) * 12 + Number(dayOrMonth.slice(5, 7)) - 1;

/** The first day of the month numbered `number` (see monthNumber). */
export const monthOfNumber = (number: number) =>
  `${String(Math.floor(number / 12)).padStart(4, "0")}-${String((number % 12) + 1).padStart(2, "0")}-01`;
