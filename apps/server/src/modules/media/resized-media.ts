// Smaller copies of media images for srcset: /media/w/{width}/{key} is the image at that width (WebP), made with
// sharp on first request from the original as any media source gives it, and kept in DATA_DIR/media/w/.
//
// The copies are a cache each process may make for itself: same original, same copy.
import { existsSync } from "node:fs";
import { mkdir, rename } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { MediaSource } from "./media-store";

export { MEDIA_WIDTHS } from "@mayil/core/media-srcset";

const RESIZABLE = /\.(webp|png|jpe?g|avif)$/i;

export class MediaResizer {
  private readonly making = new Map<string, Promise<string | null>>();

  constructor(
    private readonly mediaDir: string,
    private readonly originals: MediaSource,
  ) {}

  /** The file of `key` (already checked by the caller) at `width`, made if needed; null when there is no such image. */
  resized(key: string, width: number): Promise<string | null> {
    const jobKey = `${width}/${key}`;
    let job = this.making.get(jobKey);
    if (!job) {
      job = this.make(key, width).finally(() => this.making.delete(jobKey));
      this.making.set(jobKey, job);
    }
    return job;
  }

  private async make(key: string, width: number): Promise<string | null> {
    const target = path.join(this.mediaDir, "w", String(width), key.replace(RESIZABLE, ".webp"));
    if (existsSync(target)) return target;
    if (!RESIZABLE.test(key)) return null;
    const original = await this.originals.get(key);
    if (!original) return null;
    await mkdir(path.dirname(target), { recursive: true });
    // Written under a temporary name first, so a half-written file is never served.
    const partial = `${target}.${process.pid}.part`;
    await sharp(original.bytes)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 78, effort: 4 })
      .toFile(partial);
    await rename(partial, target);
    return target;
  }
}
