// Keeps recent public catalogue answers ready to send (JSON, ETag, compressed bytes) for a few seconds, so busy pages
// cost no query and no compression.
//
// Each process has its own copy and nothing depends on it: a product edited in another process shows here
// within the time to live, and writes in this process call clear(). Stock is re-checked when an order is placed,
// so a few seconds' staleness on a listing never sells what is not there.
import { LRUCache } from "lru-cache";
import { PublicAnswer } from "./public-answer";

export class PublicCache {
  private readonly entries: LRUCache<string, PublicAnswer, () => Promise<unknown>> | undefined;

  constructor(ttlMs: number, maxEntries = 2000) {
    if (ttlMs <= 0) return;
    this.entries = new LRUCache<string, PublicAnswer, () => Promise<unknown>>({
      max: maxEntries,
      ttl: ttlMs,
      // Concurrent misses for one key share a single computation.
      fetchMethod: async (_key, _stale, { context }) => answerOf(await context()),
      // A clear() (a catalogue change, possibly announced by another process) aborts the computations under way.
      // Without this their requests would fail with a 500; with it they get undefined and compute afresh below,
      // after the change, and nothing computed before the change is kept.
      allowStaleOnFetchAbort: true,
    });
  }

  /** The answer for key, computing and remembering it when it is missing or expired. */
  async answer(key: string, compute: () => Promise<unknown>): Promise<PublicAnswer> {
    if (!this.entries) return answerOf(await compute());
    const answer = await this.entries.fetch(key, { context: compute });
    // Undefined when a clear() aborted the shared computation: answer with one made after the clear.
    if (answer === undefined) return answerOf(await compute());
    return answer;
  }

  /** The JSON text for key (see answer). */
  async json(key: string, compute: () => Promise<unknown>): Promise<string> {
    return (await this.answer(key, compute)).json;
  }

  clear(): void {
    this.entries?.clear();
  }
}

const answerOf = (value: unknown) => new PublicAnswer(JSON.stringify(value));
