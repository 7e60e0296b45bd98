// How many active pieces match a list's filter, remembered until the catalogue changes.
//
// Every page of a list answers its `total`, and counting meant reading every matching row: a third of an uncached
// list request's time on the PostgreSQL server (1.2 of 3.8 ms for 10,000 pieces, issue 15). A count changes only
// when the catalogue does, and every change is announced (db/announcements.ts), which forgets these. A process that
// missed an announcement (its listener was reconnecting) forgets them when the listener is back, and in any case
// after MAX_AGE_MS: a total a little out of date only changes where the endless list stops asking for more.
import type { ProductFilter } from "./product-filters";

/** The longest a count is trusted without hearing of a change. */
const MAX_AGE_MS = 60_000;
/** Search terms in filters are the shopper's text: a bounded number of them is remembered. */
const MAX_FILTERS = 1000;

export class MatchCounts {
  private counts = new Map<string, { total: Promise<number>; since: number }>();

  /** The count for `filter`, from `count` when not remembered (or remembered too long). */
  of(filter: ProductFilter, count: () => Promise<number>): Promise<number> {
    const key = filterKey(filter);
    const counts = this.counts;
    const known = counts.get(key);
    if (known && Date.now() - known.since < MAX_AGE_MS) return known.total;
    if (counts.size >= MAX_FILTERS) counts.clear();
    const total = count();
    // Into the map of when the count began: a change announced meanwhile replaced the map, and this count with it.
    counts.set(key, { total, since: Date.now() });
    total.catch(() => {
      if (counts.get(key)?.total === total) counts.delete(key);
    });
    return total;
  }

  /** The catalogue changed: count again. */
  forget(): void {
    this.counts = new Map();
  }
}

/** The same filter, however its fields were ordered or left out, gives the same key. */
function filterKey(filter: ProductFilter): string {
  return JSON.stringify([
    filter.categoryId,
    filter.subcategoryId,
    filter.featured,
    filter.priceBand,
    filter.minPrice,
    filter.maxPrice,
    filter.search?.words,
  ]);
}
