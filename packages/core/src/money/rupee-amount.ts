// Money the owner types or sends: prices, payments, an agreed price, a delivery fee, a discount. One rule for every
// owner route, form and the products spreadsheet: rupees with at most two places of paise, never negative, above
// ₹0 where it is a price, and within the database's numeric(10,2). A third place is refused, never rounded away
// (a price of 0.001 once became ₹0.00 without a word: decision 028).
import { z } from "zod";
import { text } from "../text/well-formed-text";
import { Money } from "./money";

/** The most a numeric(10,2) column holds, in paise. */
export const MAX_PAISE = 99_999_999_99;

/** "Price" for "price", "Unit_price" for "unit_price": messages start with a capital letter. */
const capitalised = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

export interface RupeeRule {
  /** A price (of a piece, a colour, an agreed line): ₹0 is refused. A fee, a discount may be 0. */
  aboveZero?: boolean;
}

/**
 * Whole paise for an amount as typed or sent ("499", "499.5", "499.50", or the number 499.5), or the message that
 * says, naming `name`, why it is not one. A number is read as it is written (0.001 stays 0.001, refused), never
 * rounded to two places first.
 */
export function paiseOrProblem(
  amount: string | number,
  name: string,
  { aboveZero = false }: RupeeRule = {},
): { paise: number } | { problem: string } {
  const field = capitalised(name);
  const text = typeof amount === "number" ? String(amount) : amount.trim();
  if (/^\d+\.\d{3,}$/.test(text)) {
    return { problem: `${field} can have at most 2 digits after the point (paise), like "499.50"` };
  }
  let paise: number;
  try {
    paise = Money.fromWire(text);
  } catch {
    return { problem: `${field} must be an amount in rupees, like "499.00"` };
  }
  if (paise > MAX_PAISE) return { problem: `${field} is too large` };
  if (aboveZero && paise <= 0) return { problem: `${field} must be more than ₹0` };
  return { paise };
}

/** An amount in a request (text or a number), read as whole paise; a bad one is refused with a message naming it. */
export const rupeeAmount = (name: string, rule: RupeeRule = {}) =>
  z
    .union([text(), z.number()], { error: `${capitalised(name)} must be an amount in rupees, like "499.00"` })
    .transform((value, ctx) => {
      const read = paiseOrProblem(value, name, rule);
      if ("paise" in read) return read.paise;
      ctx.addIssue({ code: "custom", message: read.problem });
      return z.NEVER;
    })
    .describe(
      rule.aboveZero
        ? 'Rupees above 0 with at most 2 decimals, e.g. "499.00"; read as paise'
        : 'Rupees, 0 or more, with at most 2 decimals, e.g. "499.00"; read as paise',
    );

/** A form's check of typed rupees: true when it is an amount by the same rule, else the message for the field. */
export function rupeeProblem(typed: string, name: string, rule: RupeeRule = {}): true | string {
  const read = paiseOrProblem(typed, name, rule);
  return "paise" in read ? true : read.problem;
}
