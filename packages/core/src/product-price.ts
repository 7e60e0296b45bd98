// A piece's price as the owner sets it, on a product, a colour or a spreadsheet row: rupees above ₹0. The one rule
// the API, the desk's forms and the import all check, so "₹119 → ₹0.00" is refused the same way everywhere.
import { z } from "zod";
import { toPaise } from "./money";

/** The most a numeric(10,2) column holds, in paise. */
const MAX_PAISE = 99_999_999_99;

/** "Price" for "price", "Colour price" for "colour price": messages start with a capital letter. */
const capitalised = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/**
 * Rupees as typed or sent ("499", "499.5", "₹" taken off by the caller, or a number), read as whole paise; 0 and
 * anything that is not an amount are refused with a message naming `name`.
 */
export const productPrice = (name = "price") =>
  z
    .union([z.string(), z.number()], { error: `${capitalised(name)} must be an amount in rupees, like "499.00"` })
    .transform((value, ctx) => {
      let paise: number;
      try {
        paise = toPaise(value);
      } catch {
        ctx.addIssue({ code: "custom", message: `${capitalised(name)} must be an amount in rupees, like "499.00"` });
        return z.NEVER;
      }
      if (paise <= 0) {
        ctx.addIssue({ code: "custom", message: `${capitalised(name)} must be more than ₹0` });
        return z.NEVER;
      }
      if (paise > MAX_PAISE) {
        ctx.addIssue({ code: "custom", message: `${capitalised(name)} is too large` });
        return z.NEVER;
      }
      return paise;
    })
    .describe('Rupees above 0, e.g. "499.00"; read as paise');

/** The form's check of a typed price: true when it is one, else the message shown beside the field. */
export function productPriceProblem(typed: string, name = "price"): true | string {
  const result = productPrice(name).safeParse(typed.trim());
  return result.success ? true : (result.error.issues[0]?.message ?? `${capitalised(name)} is not valid`);
}
