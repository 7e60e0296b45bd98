// The form's check of a typed price (core's rule, the one the server and the import keep) in her desk's language:
// core words its refusals in English, as the server says them; each is said here by the catalogue message for it.
import { productPriceProblem } from "@mayil/core/catalogue/product-price";
import type { DeskMessageId, DeskSay } from "../../../../lib/desk/desk-messages";

const PRICE_PROBLEMS = new Map<string, DeskMessageId>([
  ['Price can have at most 2 digits after the point (paise), like "499.50"', "desk.product.price.paise"],
  ['Price must be an amount in rupees, like "499.00"', "desk.product.price.notAmount"],
  ["Price is too large", "desk.product.price.tooLarge"],
  ["Price must be more than ₹0", "desk.product.price.aboveZero"],
]);

/** True for a price, else what is wrong with it; core's own words for a refusal not mapped here. */
export function priceProblem(t: DeskSay, typed: string): true | string {
  const problem = productPriceProblem(typed);
  if (problem === true) return true;
  const id = PRICE_PROBLEMS.get(problem);
  return id ? t(id) : problem;
}
