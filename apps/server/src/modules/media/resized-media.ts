// Smaller copies of media images for srcset: /media/w/{width}/{key} is the image at that width (WebP).
//
// An uploaded photo's copies were made when it was uploaded and stored beside it (resizedMediaKey), so every process
// serves them from the shared store. Anything else (the demo art, a width added since a photo was stored) is resized
// here from its original on first request and kept in this process's memory: same original, same copy, so each
// process may make its own, and nothing is left on a disk after the original is deleted.
import { LRUCache } from "lru-cache";
import { isOriginalMediaKey, type MediaSource, resizedMediaKey } from "./media-store";
import { resizeToWebp } from "./photo-processing";

export { MEDIA_WIDTHS } from "@mayil/core/catalogue/media-srcset";

const RESIZABLE = /\.(webp|png|jpe?g|avif)$/i;

/** A source of ready-made copies (the demo art's, on disk), asked before anything is resized here. */
export interface PreparedCopies {
  resized(key: string, width: number): Promise<Buffer | null>;
}

export interface MediaResizerOptions {
  prepared?: PreparedCopies;
  /** The most bytes of copies made here that this process keeps. */
  maxBytes?: number;
  /** How long a copy made here is kept (bounds how long a deleted photo's copy may still be served). */
  ttlMs?: number;
}

export class MediaResizer {
  private readonly made: LRUCache<string, Buffer, { key: string; width: number }>;
  private readonly prepared: PreparedCopies | undefined;

  constructor(
    private readonly media: MediaSource,
    { maxBytes = 32 * 1024 * 1024, ttlMs = 10 * 60 * 1000, prepared }: MediaResizerOptions = {},
  ) {
    this.prepared = prepared;
    this.made = new LRUCache<string, Buffer, { key: string; width: number }>({
      maxSize: maxBytes,
      sizeCalculation: (bytes) => bytes.length + 100,
      ttl: ttlMs,
      // Many requests for one copy at once (a page of new thumbnails) make it once.
      fetchMethod: async (_jobKey, _stale, { context }) => (await this.make(context.key, context.width)) ?? undefined,
    });
  }

  /** The WebP bytes of `key` (already checked by the caller) at `width`; null when there is no such image. */
  async resized(key: string, width: number): Promise<Buffer | null> {
    if (isOriginalMediaKey(key)) {
      const stored = await this.media.get(resizedMediaKey(key, width));
      if (stored) return stored.bytes;
      // A copy made here outlives its original in this cache: once the photo is deleted, it is not served either.
      if (!(await this.media.get(key))) return null;
    }
    if (!RESIZABLE.test(key)) return null;
    const ready = await this.prepared?.resized(key, width);
    if (ready) return ready;
    return (await this.made.fetch(`${width}/${key}`, { context: { key, width } })) ?? null;
  }

  private async make(key: string, width: number): Promise<Buffer | null> {
    const original = await this.media.get(key);
    return original ? resizeToWebp(original.bytes, width) : null;
  }
}
