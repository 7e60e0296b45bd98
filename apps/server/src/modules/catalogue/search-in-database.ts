// Search suggestions read from the database (PostgreSQL): where the embedded database's in-memory copy
// (search-in-memory.ts) is not used. Ranked the same way as there; CatalogueService.searchProducts says how.
import { and, asc, desc, not, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { productOnSale } from "../../db/on-sale";
import { products } from "./catalogue-tables";
import { hasWord, searchCondition } from "./product-filters";
import { leadingPattern, type SearchQuery } from "./search-words";

/** The ids of up to `limit` products on sale that match: names first, then descriptions. */
export async function searchInDatabase(db: Database, query: SearchQuery, limit: number): Promise<number[]> {
  const [first] = query.words;
  const active = productOnSale();
  const everyWordInName = and(...query.words.map((word) => hasWord(products.name, word))) ?? sql`false`;
  const byName = await db
    .select({ id: products.id })
    .from(products)
    .where(and(active, everyWordInName))
    .orderBy(
      desc(first ? sql`${products.name} ~* ${leadingPattern(first)}` : sql`false`),
      asc(products.name),
      asc(products.id),
    )
    .limit(limit);
  const ids = byName.map((r) => r.id);
  if (ids.length < limit) {
    const byDescription = await db
      .select({ id: products.id })
      .from(products)
      .where(and(active, searchCondition(products, query), not(everyWordInName)))
      .orderBy(asc(products.name), asc(products.id))
      .limit(limit - ids.length);
    ids.push(...byDescription.map((r) => r.id));
  }
  return ids;
}
