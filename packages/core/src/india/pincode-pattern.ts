// What the address forms need of a PIN before they ask the directory: its shape and the words for one it does not
// know. Apart from pincode-schemas.ts (which builds zod schemas) so the storefront's forms import no schema code and
// the contract's lazy load of the PIN schemas stays lazy.

/** A PIN is six digits and never starts with 0 (the first digit is the postal region, 1 to 9). */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

/** The warning the address forms show for a PIN the directory does not have. */
export const pincodeNotFoundMessage = (pincode: string) => `PIN code ${pincode} was not found. Please check it.`;
