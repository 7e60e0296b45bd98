// Turns the list endpoints' query (category, subcategory, featured, price band or range, search) into SQL conditions.
import { paiseToDecimal, toPaise } from "@mayil/core/money";
import { type PriceBand, priceBands } from "@mayil/core/price-band";
import { and, eq, gt, gte, ilike, lt, lte, or, type SQL } from "drizzle-orm";
import type { products } from "../../db/schema";

export interface ProductFilter {
  categoryId?: number;
  subcategoryId?: number;
  priceBand?: PriceBand | "all";
  minPrice?: string;
  maxPrice?: string;
  search?: string;
  /** The home page's featured pieces (true), or the others (false). */
  featured?: boolean;
}

/** A LIKE pattern that matches text anywhere, with the shopper's % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

export function productConditions(p: typeof products._.columns, filter: ProductFilter): SQL | undefined {
  const conditions: Array<SQL | undefined> = [eq(p.isActive, true)];
  if (filter.categoryId !== undefined) conditions.push(eq(p.categoryId, filter.categoryId));
  if (filter.subcategoryId !== undefined) conditions.push(eq(p.subcategoryId, filter.subcategoryId));
  if (filter.featured !== undefined) conditions.push(eq(p.featured, filter.featured));
  if (filter.priceBand && filter.priceBand !== "all") {
    const band = priceBands[filter.priceBand];
    if (band.min !== null) {
      const min = paiseToDecimal(band.min);
      conditions.push(band.minInclusive ? gte(p.price, min) : gt(p.price, min));
    }
    if (band.max !== null) {
      const max = paiseToDecimal(band.max);
      conditions.push(band.maxInclusive ? lte(p.price, max) : lt(p.price, max));
    }
  }
  if (filter.minPrice !== undefined) conditions.push(gte(p.price, paiseToDecimal(toPaise(filter.minPrice))));
  if (filter.maxPrice !== undefined) conditions.push(lte(p.price, paiseToDecimal(toPaise(filter.maxPrice))));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(or(ilike(p.name, pattern), ilike(p.description, pattern)));
  }
  return and(...conditions);
}
