// The shop's media store in the database every process shares (media_blobs, decision 013), with a per-process cache.
import { eq, like, or, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Database, Transaction } from "../../db/database";
import {
  contentTypeOfKey,
  isMediaKey,
  isOriginalMediaKey,
  MalformedMediaKey,
  type MediaStore,
  mediaKeyFor,
  resizedMediaKey,
  type StoredMedia,
} from "./media-store";
import { mediaBlobs } from "./media-tables";

/** Where a write goes: the shop's database, or a transaction that also writes the rows naming the photo. */
export type MediaWriter = Database | Transaction;

export interface MediaCacheOptions {
  /** The most bytes of media this process keeps in memory. */
  maxBytes?: number;
  /**
   * How long a cached entry is served before it is read again. Keys never change what they hold, so this only bounds
   * how long another process may still serve a photo after the owner deleted it.
   */
  ttlMs?: number;
}

const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;
const DEFAULT_CACHE_TTL_MS = 10 * 60 * 1000;
/** A larger entry (a video, one day) is served from the database each time rather than pushing out many photos. */
const MAX_CACHED_ENTRY_BYTES = 8 * 1024 * 1024;

export class DatabaseMediaStore implements MediaStore {
  private readonly cache: LRUCache<string, StoredMedia>;

  constructor(
    private readonly db: Database,
    { maxBytes = DEFAULT_CACHE_BYTES, ttlMs = DEFAULT_CACHE_TTL_MS }: MediaCacheOptions = {},
  ) {
    this.cache = new LRUCache<string, StoredMedia>({
      maxSize: maxBytes,
      maxEntrySize: Math.min(MAX_CACHED_ENTRY_BYTES, maxBytes),
      sizeCalculation: (media) => media.bytes.length + 100,
      ttl: ttlMs,
      // Concurrent requests for a photo no process has read yet (a new product on a busy page) share one read.
      // Nothing is kept for a key that is not there: a photo uploaded through another process is found at once.
      fetchMethod: async (key) => (await this.read(key)) ?? undefined,
    });
  }

  /**
   * Stores the bytes once: a second put of the same bytes finds the row there and changes nothing (what is under a
   * key never changes). Inside `within`'s transaction, the photo and the row naming it commit or vanish together.
   */
  async put(bytes: Uint8Array, contentType: string, within: MediaWriter = this.db): Promise<string> {
    const key = mediaKeyFor(bytes, contentType);
    await this.insert(within, key, contentTypeOfKey(key) ?? contentType, bytes);
    return key;
  }

  async putResized(key: string, width: number, webp: Uint8Array, within: MediaWriter = this.db): Promise<string> {
    const copyKey = resizedMediaKey(key, width);
    await this.insert(within, copyKey, "image/webp", webp);
    return copyKey;
  }

  async get(key: string): Promise<StoredMedia | null> {
    if (!isMediaKey(key)) return null;
    return (await this.cache.fetch(key)) ?? null;
  }

  /** Removes an original with all its resized copies, whatever widths were made; this process forgets them at once. */
  async delete(key: string, within: MediaWriter = this.db): Promise<void> {
    if (!isOriginalMediaKey(key)) throw new MalformedMediaKey();
    const copies = `${key.slice(0, 64)}-w%`;
    const deleted = await within
      .delete(mediaBlobs)
      .where(or(eq(mediaBlobs.key, key), like(mediaBlobs.key, copies)))
      .returning({ key: mediaBlobs.key });
    this.cache.delete(key);
    for (const row of deleted) this.cache.delete(row.key);
  }

  private async insert(within: MediaWriter, key: string, contentType: string, bytes: Uint8Array): Promise<void> {
    await within
      .insert(mediaBlobs)
      .values({ key, contentType, bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) })
      .onConflictDoNothing({ target: mediaBlobs.key });
  }

  private async read(key: string): Promise<StoredMedia | null> {
    const [row] = await this.db
      .select({ contentType: mediaBlobs.contentType, bytes: mediaBlobs.bytes })
      .from(mediaBlobs)
      .where(eq(mediaBlobs.key, key));
    if (!row) return null;
    // The key's extension decides the type it is served as, as for every store; the column records what was put.
    return { bytes: row.bytes, contentType: contentTypeOfKey(key) ?? row.contentType };
  }
}

/** Keeps a media key's row from being deleted or re-added by another transaction until this one ends (see callers). */
export async function lockMediaKey(tx: Transaction, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MEDIA_KEY_LOCK_CLASS}, hashtext(${key}))`);
}

/** The first half of the two-number advisory lock: media keys, apart from any other use of advisory locks. */
const MEDIA_KEY_LOCK_CLASS = 13_013;
