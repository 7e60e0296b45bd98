// Turns the list endpoints' query (category, subcategory, featured, price band or range, search) into SQL conditions.

import { type PriceBand, priceBands } from "@mayil/core/catalogue/price-band";
import type { Paise } from "@mayil/core/money/money";
import { type AnyColumn, and, eq, gt, gte, lt, lte, or, type SQL, sql } from "drizzle-orm";
import { productOnSale } from "../../db/on-sale";
import type { products } from "./catalogue-tables";
import { type SearchQuery, type SearchWord, wordPattern } from "./search-words";

export interface ProductFilter {
  categoryId?: number;
  subcategoryId?: number;
  priceBand?: PriceBand | "all";
  minPrice?: Paise;
  maxPrice?: Paise;
  /** The shopper's search, worked out with the shop's spellings (search-words.ts). */
  search?: SearchQuery;
  /** The home page's featured pieces (true), or the others (false). */
  featured?: boolean;
}

/** A LIKE pattern that matches text anywhere, with % and _ taken literally (the desk's search by name). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

/** `column` has `word` (a regular expression from search-words.ts, any case): the trigram indexes serve it. */
export const hasWord = (column: AnyColumn, word: SearchWord): SQL => sql`${column} ~* ${wordPattern(word)}`;

/**
 * `word` is in one of the piece's names: the English one, or the Malayalam or Hindi one the owner gave (decision 084),
 * whatever the page's language, so a shopper finds a piece by any of its names in any script. Null where a piece
 * has no such name (or is found by none): wrap it in coalesce before negating it.
 */
export const hasWordInAName = (p: typeof products._.columns, word: SearchWord): SQL =>
  or(hasWord(p.name, word), hasWord(p.nameMl, word), hasWord(p.nameHi, word)) ?? sql`false`;

/** Every word of the search is in one of the piece's names or its description; no words finds nothing. */
export function searchCondition(p: typeof products._.columns, search: SearchQuery): SQL {
  if (search.words.length === 0) return sql`false`;
  return and(...search.words.map((word) => or(hasWordInAName(p, word), hasWord(p.description, word)))) ?? sql`false`;
}

export function productConditions(p: typeof products._.columns, filter: ProductFilter): SQL | undefined {
  const conditions: Array<SQL | undefined> = [productOnSale(p)];
  if (filter.categoryId !== undefined) conditions.push(eq(p.categoryId, filter.categoryId));
  if (filter.subcategoryId !== undefined) conditions.push(eq(p.subcategoryId, filter.subcategoryId));
  if (filter.featured !== undefined) conditions.push(eq(p.featured, filter.featured));
  if (filter.priceBand && filter.priceBand !== "all") {
    const band = priceBands[filter.priceBand];
    if (band.min !== null) {
      conditions.push(band.minInclusive ? gte(p.price, band.min) : gt(p.price, band.min));
    }
    if (band.max !== null) {
      conditions.push(band.maxInclusive ? lte(p.price, band.max) : lt(p.price, band.max));
    }
  }
  if (filter.minPrice !== undefined) conditions.push(gte(p.price, filter.minPrice));
  if (filter.maxPrice !== undefined) conditions.push(lte(p.price, filter.maxPrice));
  if (filter.search) conditions.push(searchCondition(p, filter.search));
  return and(...conditions);
}
