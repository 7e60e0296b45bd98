// What the owner types into the desk's searches (orders and customers), made into patterns to find it with: a name
// anywhere in the name, a phone number's digits anywhere in the stored E.164.

/** Fewer digits than this would match nearly every phone. */
const MIN_PHONE_DIGITS = 4;

/** An `ilike`/`like` pattern matching text that contains `typed` as written: its `%`, `_` and `\` mean themselves. */
export const containing = (typed: string) => `%${typed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The phone's digits as she typed them, to find inside E.164: "98470 12345", "+91 98470-12345", "098470 12345" and
 * "0091 98470 12345" all find +919847012345 (a leading 0 or 00 is a dialling prefix, never part of the number). Null
 * when the text is not a phone number (a name, or too few digits).
 */
export function phoneDigits(typed: string): string | null {
  if (!/^[\d\s+().-]+$/.test(typed)) return null;
  const digits = typed.replace(/\D/g, "").replace(/^0+/, "");
  return digits.length >= MIN_PHONE_DIGITS ? digits : null;
}
