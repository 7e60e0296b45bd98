// The demo catalogue's pictures as a media source: drawn the first time they are asked for, then read from the folder.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { renderToWebp } from "./demo-art";
import { demoArtwork } from "./demo-media";
import { contentTypeOfKey, type MediaSource, type StoredMedia } from "./media-store";

/** Demo media are named by what they show ("products/temple-jhumka-1.webp"), not by content hash. */
const NAMED_MEDIA_PATH = /^[a-z0-9-]+\/[a-z0-9][a-z0-9._-]*$/;

export function isNamedMediaPath(key: string): boolean {
  return NAMED_MEDIA_PATH.test(key);
}

/**
 * Every process draws the same bytes for a path (the art is deterministic), so each keeps its own copy in its media
 * folder and nothing needs sharing. A file already at a named path is served as it is, drawn or not, as before.
 */
export class DemoArtMedia implements MediaSource {
  private readonly drawing = new Map<string, Promise<void>>();

  constructor(private readonly folder: string) {}

  async get(key: string): Promise<StoredMedia | null> {
    const contentType = contentTypeOfKey(key);
    // Only plain names are ever read or drawn: anything encoded or odd is simply not here.
    if (!isNamedMediaPath(key) || !contentType) return null;
    const file = path.join(this.folder, key);
    const onDisk = await readIfThere(file);
    if (onDisk) return { bytes: onDisk, contentType };
    const artwork = demoArtwork(key);
    if (!artwork) return null;
    await this.draw(key, file, artwork);
    const drawn = await readIfThere(file);
    return drawn ? { bytes: drawn, contentType } : null;
  }

  /** Draws a missing picture once, even when many requests for it arrive together. */
  private draw(key: string, file: string, artwork: NonNullable<ReturnType<typeof demoArtwork>>): Promise<void> {
    let job = this.drawing.get(key);
    if (!job) {
      job = renderToWebp(artwork.svg(), file, artwork.width, artwork.height).finally(() => this.drawing.delete(key));
      this.drawing.set(key, job);
    }
    return job;
  }
}

async function readIfThere(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
