// Keeps recent public catalogue answers as ready-to-send JSON for a few seconds, so busy pages cost no query.
//
// Each process has its own copy and nothing depends on it: a product edited in another process shows here
// within the time to live, and writes in this process call clear(). Stock is re-checked when an order is placed,
// so a few seconds' staleness on a listing never sells what is not there.
import { LRUCache } from "lru-cache";

export class PublicCache {
  private readonly entries: LRUCache<string, string, () => Promise<unknown>> | undefined;

  constructor(ttlMs: number, maxEntries = 2000) {
    if (ttlMs <= 0) return;
    this.entries = new LRUCache<string, string, () => Promise<unknown>>({
      max: maxEntries,
      ttl: ttlMs,
      // Concurrent misses for one key share a single computation.
      fetchMethod: async (_key, _stale, { context }) => JSON.stringify(await context()),
      // A clear() (a catalogue change, possibly announced by another process) aborts the computations under way.
      // Without this their requests would fail with a 500; with it they get undefined and compute afresh below,
      // after the change, and nothing computed before the change is kept.
      allowStaleOnFetchAbort: true,
    });
  }

  /** The JSON text for key, computing and remembering it when it is missing or expired. */
  async json(key: string, compute: () => Promise<unknown>): Promise<string> {
    if (!this.entries) return JSON.stringify(await compute());
    const text = await this.entries.fetch(key, { context: compute });
    // Undefined when a clear() aborted the shared computation: answer with one made after the clear.
    if (text === undefined) return JSON.stringify(await compute());
    return text;
  }

  clear(): void {
    this.entries?.clear();
  }
}
