// India's financial year runs from 1 April to 31 March; an invoice's serial starts again at 1 each year. Worked out
// from the India calendar day, so an invoice issued at 00:10 on 1 April in India (18:40 on 31 March in UTC) opens the
// new year.
import { isoDay } from "../calendar/iso-day";

/** "2026-27" for a day from 2026-04-01 to 2027-03-31 (a day as YYYY-MM-DD, or a moment, read as its India day). */
export function financialYearOf(day: string | Date): string {
  const text = typeof day === "string" ? day : isoDay(day);
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(text);
  if (!match) throw new RangeError(`Not a day: ${text}`);
  const year = Number(match[1]);
  const start = Number(match[2]) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** "2026-27" → "26-27", as an invoice number carries it. */
export const shortFinancialYear = (financialYear: string) => financialYear.slice(2);
