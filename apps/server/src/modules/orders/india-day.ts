// Days as the shop counts them: India has one time zone and no daylight saving, so a day there always starts at
// 00:00 +05:30. The desk's "placed today" and the orders spreadsheet's date range are India days.
import { isoDay } from "@mayil/core/calendar/iso-day";

export const INDIA_TIME_ZONE = "Asia/Kolkata";
const INDIA_OFFSET = "+05:30";
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The India day (2026-11-23) a moment falls on. */
export const indiaDayOf = (moment: Date) => isoDay(moment);
/** When an India day (2026-11-23) begins, as an instant. */
export const startOfIndiaDay = (day: string) => new Date(`${day}T00:00:00${INDIA_OFFSET}`);
