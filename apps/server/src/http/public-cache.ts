// Keeps recent public catalogue answers ready to send (JSON or a server-rendered page, ETag, compressed bytes) for a
// few seconds, so busy pages cost no query, no render and no compression.
//
// Each process has its own copy and nothing depends on it: a product edited in another process shows here
// within the time to live, and writes in this process call clear(). Stock is re-checked when an order is placed,
// so a few seconds' staleness on a listing never sells what is not there.
//
// Bounded by bytes (PAGE_CACHE_MB), each answer counted with every compressed copy made of it, the least recently
// used going first: anyone can ask for new addresses, and counting entries let 2,000 drawn pages of ~125 KB each
// grow a process by a gigabyte (decision 018). Expired answers are not swept: they wait, counted, for the bound.
import { LRUCache } from "lru-cache";
import { PublicAnswer } from "./public-answer";

/** What an answer costs beyond its bytes: its key, its entry in the cache, the answer object. */
const ENTRY_OVERHEAD_BYTES = 200;

export class PublicCache {
  private readonly entries: LRUCache<string, PublicAnswer, () => Promise<PublicAnswer>> | undefined;

  constructor(ttlMs: number, maxBytes: number) {
    if (ttlMs <= 0 || maxBytes <= 0) return;
    this.entries = new LRUCache<string, PublicAnswer, () => Promise<PublicAnswer>>({
      maxSize: maxBytes,
      // A key is a path and query of at most a few KB: two bytes a character covers any string.
      sizeCalculation: (answer, key) => answer.bytes + key.length * 2 + ENTRY_OVERHEAD_BYTES,
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

  /** The bytes the kept answers count for now (always under the bound given). */
  get bytes(): number {
    return this.entries?.calculatedSize ?? 0;
  }

  /** How many answers are kept. */
  get count(): number {
    return this.entries?.size ?? 0;
  }

  private async remembered(key: string, make: () => Promise<PublicAnswer>): Promise<PublicAnswer> {
    const entries = this.entries;
    if (!entries) return make();
    const answer = await entries.fetch(key, { context: make });
    // Undefined when a clear() aborted the shared computation: answer with one made after the clear.
    if (!answer) return make();
    answer.onGrown ??= () => this.countAgain(key, answer);
    return answer;
  }

  /**
   * A compressed copy was added to a kept answer: count it (and evict for it). The cache counts an entry's size when
   * it is set, and setting the same answer again does not count it anew, so the answer goes back in for the time it
   * had left. Nothing is put back that was cleared, replaced or expired meanwhile.
   */
  private countAgain(key: string, answer: PublicAnswer): void {
    const entries = this.entries;
    if (!entries || entries.peek(key) !== answer) return;
    const ttl = entries.getRemainingTTL(key);
    entries.delete(key);
    if (ttl > 0) entries.set(key, answer, { ttl });
  }

  clear(): void {
    this.entries?.clear();
  }
}

const HTML = "text/html; charset=utf-8";
