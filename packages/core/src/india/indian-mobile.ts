// The shop's one phone rule, used by every form (profile, address, checkout, the owner's new sale) and by the server:
// what a person types (98470 12345, 098470 12345, +91 98470-12345, 919847012345) becomes E.164 with India as the
// default country, is checked as a phone number (docs/shop/rules.md#phone-numbers: too short / too long / format), then
// as an Indian mobile (the profile's rule: +91 and ten digits starting 6-9). Shown everywhere as +91 98470 12345.

import { hiddenCharacterMessage, isTypedText } from "../text/single-line-text";

export type IndianMobileCheck = { ok: true; e164: string } | { ok: false; message: string };

/** The spec's exact messages for the Indian mobile rule, in the order the checks run. */
export const indianMobileMessages = {
  required: "Phone number is required",
  noPrefix: "Please enter a valid Indian mobile number",
  length: "Indian mobile number must be 10 digits",
  format: "Invalid Indian mobile number format",
} as const;

/** A number with an invisible character or line break in it, which the separators below must not quietly drop. */
export const hiddenCharacterInPhone = hiddenCharacterMessage("Phone number");

/** The spec's phone input messages (digit bounds 7 to 15). */
export const phoneShapeMessages = {
  tooShort: "Phone number is too short",
  tooLong: "Phone number is too long",
  format: "Invalid phone number format",
} as const;

// People type numbers with spaces, dashes, dots or brackets ("+91 98470-12345"): those carry no meaning.
const SEPARATORS = /[\s\-.()]/g;

/** What was typed, as E.164 with India as the default country; '' when nothing was typed. */
export function toE164(typed: string): string {
  const compact = typed.replace(SEPARATORS, "");
  if (compact === "") return "";
  if (compact.startsWith("+")) return compact;
  if (compact.startsWith("00")) return `+${compact.slice(2)}`;
  // 91 and ten digits already carry the country code; anything else is a number in India (a leading 0 is the
  // trunk prefix people dial at home, not part of the number).
  if (/^91\d{10}$/.test(compact)) return `+${compact}`;
  return `+91${compact.replace(/^0/, "")}`;
}

/** The phone input's own message for an E.164 value, or null when its shape is fine. */
export function phoneShapeProblem(e164: string): string | null {
  if (e164 === "") return null;
  if (!/^\+\d+$/.test(e164)) return phoneShapeMessages.format;
  const digits = e164.length - 1;
  if (digits < 7) return phoneShapeMessages.tooShort;
  if (digits > 15) return phoneShapeMessages.tooLong;
  return null;
}

/** Checks a typed phone number and gives it back as E.164 (+91 and ten digits), or the message to show. */
export function checkIndianMobile(input: string): IndianMobileCheck {
  if (!isTypedText(input)) return { ok: false, message: hiddenCharacterInPhone };
  const e164 = toE164(input);
  if (e164 === "") return { ok: false, message: indianMobileMessages.required };
  const shape = phoneShapeProblem(e164);
  if (shape) return { ok: false, message: shape };
  if (!e164.startsWith("+91")) return { ok: false, message: indianMobileMessages.noPrefix };
  const national = e164.slice(3);
  if (national.length !== 10) return { ok: false, message: indianMobileMessages.length };
  if (!/^[6-9]/.test(national)) return { ok: false, message: indianMobileMessages.format };
  return { ok: true, e164 };
}

/** +919847012345 → +91 98470 12345, the way an Indian mobile number is read aloud; anything else as it is. */
export function formatIndianMobile(e164: string): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(e164);
  return match ? `+91 ${match[1]} ${match[2]}` : e164;
}
