// What "on sale" means to a shopper, once for every read and write that asks: not archived and not a draft.
import { and, eq, type SQL } from "drizzle-orm";
import { products } from "./all-tables";

/**
 * A product shoppers may see and buy: the owner has not archived it (`is_active`) and has published it (`is_draft`
 * false; a new piece waits as a draft until it has a photo and she publishes it, decision 028).
 */
export function productOnSale(columns: Pick<typeof products._.columns, "isActive" | "isDraft"> = products): SQL {
  return and(eq(columns.isActive, true), eq(columns.isDraft, false)) as SQL;
}
