// Keeps recent public catalogue responses ready to send (JSON or a server-rendered page, ETag, compressed bytes) for a
// few seconds, so busy pages cost no query, no render and no compression.
//
// Each process has its own copy and nothing depends on it: a product edited in another process shows here
// within the time to live, and writes in this process call clear(). Stock is re-checked when an order is placed,
// so a few seconds' staleness on a listing never sells what is not there.
//
// Bounded by bytes (PAGE_CACHE_MB), each response counted with every compressed copy made of it, the least recently
// used going first: anyone can ask for new addresses, and counting entries let 2,000 rendered pages of ~125 KB each
// grow a process by a gigabyte (decision 018). Expired responses are not swept: they wait, counted, for the bound.
import { LRUCache } from "lru-cache";
import { PublicResponse } from "./public-response";

/** What a response costs beyond its bytes: its key, its entry in the cache, the response object. */
const ENTRY_OVERHEAD_BYTES = 200;

export class PublicCache {
  private readonly entries: LRUCache<string, PublicResponse, () => Promise<PublicResponse>> | undefined;

  constructor(ttlMs: number, maxBytes: number) {
    if (ttlMs <= 0 || maxBytes <= 0) return;
    this.entries = new LRUCache<string, PublicResponse, () => Promise<PublicResponse>>({
      maxSize: maxBytes,
      // A key is a path and query of at most a few KB: two bytes a character covers any string.
      sizeCalculation: (response, key) => response.bytes + key.length * 2 + ENTRY_OVERHEAD_BYTES,
      ttl: ttlMs,
      // Concurrent misses for one key share a single computation.
      fetchMethod: (_key, _stale, { context }) => context(),
      // A clear() (a catalogue change, possibly announced by another process) aborts the computations under way.
      // Without this their requests would fail with a 500; with it they get undefined and compute afresh below,
      // after the change, and nothing computed before the change is kept.
      allowStaleOnFetchAbort: true,
    });
  }

  /** The JSON response for key, computing and remembering it when it is missing or expired. */
  response(key: string, compute: () => Promise<unknown>): Promise<PublicResponse> {
    return this.remembered(key, async () => new PublicResponse(JSON.stringify(await compute())));
  }

  /** The JSON text for key (see response). */
  async json(key: string, compute: () => Promise<unknown>): Promise<string> {
    return (await this.response(key, compute)).body;
  }

  /** A page's HTML for key (its address), like response. */
  page(key: string, render: () => Promise<string>): Promise<PublicResponse> {
    return this.remembered(key, async () => new PublicResponse(await render(), HTML));
  }

  /** The response kept for key, if there is one ready (nothing is computed). */
  kept(key: string): PublicResponse | undefined {
    return this.entries?.get(key);
  }

  /** The bytes the kept responses count for now (always under the bound given). */
  get bytes(): number {
    return this.entries?.calculatedSize ?? 0;
  }

  /** How many responses are kept. */
  get count(): number {
    return this.entries?.size ?? 0;
  }

  private async remembered(key: string, make: () => Promise<PublicResponse>): Promise<PublicResponse> {
    const entries = this.entries;
    if (!entries) return make();
    const response = await entries.fetch(key, { context: make });
    // Undefined when a clear() aborted the shared computation: response with one made after the clear.
    if (!response) return make();
    response.onGrown ??= () => this.countAgain(key, response);
    return response;
  }

  /**
   * A compressed copy was added to a kept response: count it (and evict for it). The cache counts an entry's size when
   * it is set, and setting the same response again does not count it anew, so the response goes back in for the time it
   * had left. Nothing is put back that was cleared, replaced or expired meanwhile.
   */
  private countAgain(key: string, response: PublicResponse): void {
    const entries = this.entries;
    if (!entries || entries.peek(key) !== response) return;
    const ttl = entries.getRemainingTTL(key);
    entries.delete(key);
    if (ttl > 0) entries.set(key, response, { ttl });
  }

  clear(): void {
    this.entries?.clear();
  }
}

const HTML = "text/html; charset=utf-8";
