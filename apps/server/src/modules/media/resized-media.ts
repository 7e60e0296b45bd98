// Smaller copies of media images for srcset: /media/w/{width}/{path} is the image at that width (WebP), made with
// sharp on first request and kept beside the originals in DATA_DIR/media/w/.
import { existsSync } from "node:fs";
import { mkdir, rename } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

export { MEDIA_WIDTHS } from "@mayil/core/media-srcset";

const RESIZABLE = /\.(webp|png|jpe?g|avif)$/i;

export class MediaResizer {
  private readonly making = new Map<string, Promise<string | null>>();

  constructor(private readonly mediaDir: string) {}

  /** The file of `relativePath` at `width`, made if needed; null when there is no such original image. */
  resized(relativePath: string, width: number): Promise<string | null> {
    const key = `${width}/${relativePath}`;
    let job = this.making.get(key);
    if (!job) {
      job = this.make(relativePath, width).finally(() => this.making.delete(key));
      this.making.set(key, job);
    }
    return job;
  }

  private async make(relativePath: string, width: number): Promise<string | null> {
    const original = path.join(this.mediaDir, relativePath);
    const target = path.join(this.mediaDir, "w", String(width), relativePath.replace(RESIZABLE, ".webp"));
    if (existsSync(target)) return target;
    if (!RESIZABLE.test(relativePath) || !existsSync(original)) return null;
    await mkdir(path.dirname(target), { recursive: true });
    // Written under a temporary name first, so a half-written file is never served.
    const partial = `${target}.${process.pid}.part`;
    await sharp(original).resize({ width, withoutEnlargement: true }).webp({ quality: 78, effort: 4 }).toFile(partial);
    await rename(partial, target);
    return target;
  }
}
