// The profile's phone rule (spec section 5): an Indian mobile with a +91 or 91 prefix, ten digits starting 6-9.

export type IndianMobileCheck = { ok: true; e164: string } | { ok: false; message: string };

/** The spec's exact messages, in the order the checks run. */
export const indianMobileMessages = {
  required: "Phone number is required",
  noPrefix: "Please enter a valid Indian mobile number",
  length: "Indian mobile number must be 10 digits",
  format: "Invalid Indian mobile number format",
} as const;

// People type numbers with spaces, dashes, dots or brackets ("+91 98470-12345"): those carry no meaning.
const SEPARATORS = /[\s\-.()]/g;

/** Checks a typed phone number and gives it back as E.164 (+91 and ten digits), or the message to show. */
export function checkIndianMobile(input: string): IndianMobileCheck {
  const compact = input.replace(SEPARATORS, "");
  if (compact === "") return { ok: false, message: indianMobileMessages.required };

  let national: string;
  if (compact.startsWith("+91")) national = compact.slice(3);
  else if (compact.startsWith("91") && compact.length > 10) national = compact.slice(2);
  else return { ok: false, message: indianMobileMessages.noPrefix };

  if (!/^\d*$/.test(national)) return { ok: false, message: indianMobileMessages.format };
  if (national.length !== 10) return { ok: false, message: indianMobileMessages.length };
  if (!/^[6-9]/.test(national)) return { ok: false, message: indianMobileMessages.format };
  return { ok: true, e164: `+91${national}` };
}
