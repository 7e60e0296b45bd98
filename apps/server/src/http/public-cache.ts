// Keeps recent public catalogue answers ready to send (JSON or a server-rendered page, ETag, compressed bytes) for a
// few seconds, so busy pages cost no query, no render and no compression.
//
// Each process has its own copy and nothing depends on it: a product edited in another process shows here
// within the time to live, and writes in this process call clear(). Stock is re-checked when an order is placed,
// so a few seconds' staleness on a listing never sells what is not there.
import { LRUCache } from "lru-cache";
import { PublicAnswer } from "./public-answer";

export class PublicCache {
  private readonly entries: LRUCache<string, PublicAnswer, () => Promise<PublicAnswer>> | undefined;

  constructor(ttlMs: number, maxEntries = 2000) {
    if (ttlMs <= 0) return;
    this.entries = new LRUCache<string, PublicAnswer, () => Promise<PublicAnswer>>({
      max: maxEntries,
      ttl: ttlMs,
      // Concurrent misses for one key share a single computation.
      fetchMethod: (_key, _stale, { context }) => context(),
      // A clear() (a catalogue change, possibly announced by another process) aborts the computations under way.
      // Without this their requests would fail with a 500; with it they get undefined and compute afresh below,
      // after the change, and nothing computed before the change is kept.
      allowStaleOnFetchAbort: true,
    });
  }

  /** The JSON answer for key, computing and remembering it when it is missing or expired. */
  answer(key: string, compute: () => Promise<unknown>): Promise<PublicAnswer> {
    return this.remembered(key, async () => new PublicAnswer(JSON.stringify(await compute())));
  }

  /** The JSON text for key (see answer). */
  async json(key: string, compute: () => Promise<unknown>): Promise<string> {
    return (await this.answer(key, compute)).body;
  }

  /** A page's HTML for key (its address), like answer. */
  page(key: string, render: () => Promise<string>): Promise<PublicAnswer> {
    return this.remembered(key, async () => new PublicAnswer(await render(), HTML));
  }

  /** The answer kept for key, if there is one ready (nothing is computed). */
  kept(key: string): PublicAnswer | undefined {
    return this.entries?.get(key);
  }

  private async remembered(key: string, make: () => Promise<PublicAnswer>): Promise<PublicAnswer> {
    if (!this.entries) return make();
    const answer = await this.entries.fetch(key, { context: make });
    // Undefined when a clear() aborted the shared computation: answer with one made after the clear.
    return answer ?? make();
  }

  clear(): void {
    this.entries?.clear();
  }
}

const HTML = "text/html; charset=utf-8";
