// Search suggestions read from the database (PostgreSQL): where the embedded database's in-memory copy
// (search-in-memory.ts) is not used. Ranked the same way as there; CatalogueService.searchProducts says how.
import { and, asc, desc, not, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { productOnSale } from "../../db/on-sale";
import { products } from "./catalogue-tables";
import { hasWordInAName, searchCondition } from "./product-filters";
import { leadingPattern, type SearchQuery } from "./search-words";

/** The ids of up to `limit` products on sale that match: names first, then descriptions. */
export async function searchInDatabase(db: Database, query: SearchQuery, limit: number): Promise<number[]> {
  const [first] = query.words;
  const active = productOnSale();
  // In any of its names, English, Malayalam or Hindi (decision 084); a name the piece lacks is null, hence coalesce.
  const everyWordInName = and(...query.words.map((word) => hasWordInAName(products, word))) ?? sql`false`;
  const leading = first ? leadingPattern(first) : null;
  const byName = await db
    .select({ id: products.id })
    .from(products)
    .where(and(active, everyWordInName))
    .orderBy(
      desc(
        leading === null
          ? sql`false`
          : sql`coalesce(${products.name} ~* ${leading} or ${products.nameMl} ~* ${leading} or ${products.nameHi} ~* ${leading}, false)`,
      ),
      asc(products.name),
      asc(products.id),
    )
    .limit(limit);
  const ids = byName.map((r) => r.id);
  if (ids.length < limit) {
    const byDescription = await db
      .select({ id: products.id })
      .from(products)
      .where(and(active, searchCondition(products, query), not(sql`coalesce(${everyWordInName}, false)`)))
      .orderBy(asc(products.name), asc(products.id))
      .limit(limit - ids.length);
    ids.push(...byDescription.map((r) => r.id));
  }
  return ids;
}
