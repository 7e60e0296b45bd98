// The demo catalogue's pictures as files: rendered once into the shop's media folder, with their srcset copies beside
// them, either ahead of time (prepareAll, in the background at start) or the first time they are asked for.
import { randomBytes } from "node:crypto";
import { access, mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { MEDIA_WIDTHS } from "@mayil/core/catalogue/media-srcset";
import { LRUCache } from "lru-cache";
import { renderWebp } from "./art";
import { demoArtwork, demoArtworkPaths } from "./pictures";

/** What a process keeps of the demo files in memory: the photos of a few pages' worth, at every width. */
const DEMO_ART_KEPT_BYTES = 16 * 1024 * 1024;

/** Demo media are named by what they show ("products/temple-jhumka-1.webp"), not by content hash. */
const NAMED_MEDIA_PATH = /^[a-z0-9-]+\/[a-z0-9][a-z0-9._-]*$/;

/** Makes a srcset copy `width` pixels wide: the shop passes its own, so demo copies are made as its photos' are. */
export type ResizeToWebp = (image: Buffer, width: number) => Promise<Buffer>;

/** What prepareAll made (pictures and copies already on disk are not counted). */
export interface PreparedDemoArt {
  pictures: number;
  copies: number;
}

/**
 * Every process renders the same bytes for a path (the art is deterministic), so each keeps its own copy in its media
 * folder and nothing needs sharing; the same holds for the smaller copies (`w{width}/` beside the pictures), so
 * unlike a shopper's photo they are kept on disk, made once per machine instead of once per process start.
 * A file already at a named path is served as it is, rendered or not, as before.
 */
export class DemoPictureFiles {
  private readonly making = new Map<string, Promise<Buffer>>();
  /**
   * The files most asked for, kept as read. Reading a file for every request made a new Buffer each time: 15 s of
   * six shoppers asking for one photo raised resident memory from 370 to 555 MB (decision 041). Demo files never
   * change, so what is kept is always right.
   */
  private readonly kept: LRUCache<string, Buffer>;

  constructor(
    private readonly folder: string,
    private readonly resizeToWebp: ResizeToWebp,
    { keptBytes = DEMO_ART_KEPT_BYTES }: { keptBytes?: number } = {},
  ) {
    this.kept = new LRUCache<string, Buffer>({ maxSize: keptBytes, sizeCalculation: (bytes) => bytes.length + 100 });
  }

  /** The file at the named path `key`, rendered first if it is a demo picture not on disk yet; null when neither. */
  async get(key: string): Promise<Buffer | null> {
    // Only plain names are ever read or rendered: anything encoded or odd is simply not here.
    if (!NAMED_MEDIA_PATH.test(key)) return null;
    const onDisk = await this.read(key);
    if (onDisk) return onDisk;
    const artwork = demoArtwork(key);
    if (!artwork) return null;
    return this.make(key, () => renderWebp(artwork.svg(), artwork.width, artwork.height));
  }

  /** The demo picture `key` at `width` (WebP), or null when `key` is no demo picture (the caller resizes it then). */
  async resized(key: string, width: number): Promise<Buffer | null> {
    if (!NAMED_MEDIA_PATH.test(key) || !demoArtwork(key)) return null;
    const copyKey = `w${width}/${key}`;
    const onDisk = await this.read(copyKey);
    if (onDisk) return onDisk;
    return this.make(copyKey, async () => {
      const original = await this.get(key);
      if (!original) throw new Error(`Demo picture ${key} could not be rendered`);
      return this.resizeToWebp(original, width);
    });
  }

  /**
   * Renders the demo pictures (all unless told which) and their srcset copies that are not on disk yet, one at a time so that shoppers'
   * requests keep the other core. A shopper asking for one meanwhile shares its job instead of rendering it again.
   */
  async prepareAll(keys: readonly string[] = demoArtworkPaths()): Promise<PreparedDemoArt> {
    const made: PreparedDemoArt = { pictures: 0, copies: 0 };
    for (const key of keys) {
      const artwork = demoArtwork(key);
      if (!artwork) continue;
      if (!(await exists(path.join(this.folder, key)))) {
        await this.get(key);
        made.pictures++;
      }
      for (const width of MEDIA_WIDTHS.filter((w) => w < artwork.width)) {
        if (await exists(path.join(this.folder, `w${width}`, key))) continue;
        await this.resized(key, width);
        made.copies++;
      }
    }
    return made;
  }

  /** The file under `relativePath`, from memory when it was read lately; null when it is not on disk (yet). */
  private async read(relativePath: string): Promise<Buffer | null> {
    const kept = this.kept.get(relativePath);
    if (kept) return kept;
    const bytes = await readIfThere(path.join(this.folder, relativePath));
    if (bytes) this.kept.set(relativePath, bytes);
    return bytes;
  }

  /** Makes the file under `relativePath` once, even when many requests for it arrive together. */
  private make(relativePath: string, bytes: () => Promise<Buffer>): Promise<Buffer> {
    let job = this.making.get(relativePath);
    if (!job) {
      job = bytes()
        .then(async (made) => {
          await writeWhole(path.join(this.folder, relativePath), made);
          return made;
        })
        .finally(() => this.making.delete(relativePath));
      this.making.set(relativePath, job);
    }
    return job;
  }
}

/**
 * Writes under a temporary name, then renames: a reader (this process or another) sees the file whole or not at
 * all, never half written; a browser would keep a cut-off picture for a week, since media are immutable.
 */
async function writeWhole(file: string, bytes: Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}-${randomBytes(4).toString("hex")}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, file);
}

async function readIfThere(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
