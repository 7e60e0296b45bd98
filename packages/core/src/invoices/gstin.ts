// A GSTIN (the shop's GST registration): 15 characters, the state's code, the holder's PAN, the registration's number
// within that PAN, "Z", and a check character the GST Network computes over the other 14. A mistyped GSTIN on an
// invoice makes it useless to a registered buyer, so a setting is checked whole before the shop starts.

const SHAPE = /^(\d{2})([A-Z]{5}\d{4}[A-Z])([1-9A-Z])Z([0-9A-Z])$/;
const CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The check character of a GSTIN's first 14 characters (base 36, weights 1 and 2 alternating, digits of each product summed in base 36). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    const value = CHARACTERS.indexOf(first14[index] ?? "");
    if (value < 0) throw new RangeError(`Not a GSTIN character: ${first14[index]}`);
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS[(36 - (sum % 36)) % 36] as string;
}

/** What is wrong with a GSTIN, in words for the owner, or null when it is a well-formed one. */
export function gstinProblem(gstin: string): string | null {
  if (gstin.length !== 15) return "must be 15 characters";
  const parts = SHAPE.exec(gstin);
  if (!parts) {
    return "must be the state code (2 digits), the PAN (5 letters, 4 digits, a letter), a registration number, Z and a check character, in capitals";
  }
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14])
    return "has a wrong check character (the last one): check it for a typing mistake";
  return null;
}

/** The GST state code a GSTIN starts with: "32". */
export const gstinStateCode = (gstin: string) => gstin.slice(0, 2);
