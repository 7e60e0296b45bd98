// How many active pieces match a list's filter, remembered until the catalogue changes.
//
// Every page of a list carries its `total`, and counting meant reading every matching row: a third of an uncached
// list request's time on the PostgreSQL server (1.2 of 3.8 ms for 10,000 pieces, docs/benchmarks.md). A count changes
// only when the catalogue does, and every change is announced (db/announcements.ts), which forgets these. A process
// that missed an announcement (its listener was reconnecting) forgets them when the listener is back, and in any case
// after MAX_AGE_MS: a total a little out of date only changes where the endless list stops asking for more.
import { LRUCache } from "lru-cache";
import type { ProductFilter } from "./product-filters";

/** The longest a count is trusted without hearing of a change. */
const MAX_AGE_MS = 60_000;
/**
 * Search terms in filters are the shopper's text: the counts remembered take at most this much memory, the least
 * recently used going first (about 4,000 searches of 100 letters; the lists' own filters are a few hundred).
 */
export const MATCH_COUNTS_MAX_BYTES = 1024 * 1024;
/** A count's entry beyond its key: the promise, its number, the cache's slot. */
const ENTRY_OVERHEAD_BYTES = 160;

const rememberedCounts = () =>
  new LRUCache<string, Promise<number>>({
    maxSize: MATCH_COUNTS_MAX_BYTES,
    sizeCalculation: (_total, key) => key.length * 2 + ENTRY_OVERHEAD_BYTES,
    ttl: MAX_AGE_MS,
  });

export class MatchCounts {
  private counts = rememberedCounts();

  /** The count for `filter`, from `count` when not remembered (or remembered too long). */
  of(filter: ProductFilter, count: () => Promise<number>): Promise<number> {
    const key = filterKey(filter);
    const counts = this.counts;
    const known = counts.get(key);
    if (known) return known;
    const total = count();
    // Into the cache of when the count began: a change announced meanwhile replaced it, and this count with it.
    counts.set(key, total);
    total.catch(() => {
      if (counts.peek(key) === total) counts.delete(key);
    });
    return total;
  }

  /** The catalogue changed: count again. */
  forget(): void {
    this.counts = rememberedCounts();
  }

  /** The memory the remembered counts take, as counted against MATCH_COUNTS_MAX_BYTES. */
  get bytes(): number {
    return this.counts.calculatedSize;
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
