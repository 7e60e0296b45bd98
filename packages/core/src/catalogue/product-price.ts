// A piece's price as the owner sets it, on a product, a colour or a spreadsheet row: rupees above ₹0 with at most
// two places of paise (rupee-amount.ts, the one rule for the owner's money). The API, the desk's forms and the
// import all check it, so "₹119 → ₹0.00" is refused the same way everywhere.
import { rupeeAmount, rupeeProblem } from "../money/rupee-amount";

/**
 * Rupees as typed or sent ("499", "499.5", "₹" taken off by the caller, or a number), read as whole paise; 0, a
 * third decimal and anything that is not an amount are refused with a message naming `name`.
 */
export const productPrice = (name = "price") => rupeeAmount(name, { aboveZero: true });

/** The form's check of a typed price: true when it is one, else the message shown beside the field. */
export function productPriceProblem(typed: string, name = "price"): true | string {
  return rupeeProblem(typed.trim(), name, { aboveZero: true });
}
