// The demo catalogue's pictures as a media source. Rendering them is the demo package's work (@mayil/demo), loaded the
// first time a picture is asked for by name: a shop showing only its owner's photos, whose media are named by
// content hash, never loads it (docs/decisions/047-demo-package.md).
import type { DemoPictureFiles, PreparedDemoArt } from "@mayil/demo";
import { contentTypeOfKey, type MediaSource, type StoredMedia } from "./media-store";
import { resizeToWebp } from "./photo-processing";
import type { PreparedCopies } from "./resized-media";

export type { PreparedDemoArt };

/** Demo media are named by what they show ("products/temple-jhumka-1.webp"), not by content hash. */
const NAMED_MEDIA_PATH = /^[a-z0-9-]+\/[a-z0-9][a-z0-9._-]*$/;

export function isNamedMediaPath(key: string): boolean {
  return NAMED_MEDIA_PATH.test(key);
}

/**
 * The pictures in `folder` (the shop's media folder), rendered there by the demo package when missing. Every process
 * renders the same bytes for a path (the art is deterministic), so each keeps its own copy and nothing needs sharing.
 */
export class DemoPictures implements MediaSource, PreparedCopies {
  private files: Promise<DemoPictureFiles> | undefined;

  constructor(private readonly folder: string) {}

  async get(key: string): Promise<StoredMedia | null> {
    const contentType = contentTypeOfKey(key);
    if (!isNamedMediaPath(key) || !contentType) return null;
    const bytes = await (await this.loaded()).get(key);
    return bytes ? { bytes, contentType } : null;
  }

  async resized(key: string, width: number): Promise<Buffer | null> {
    if (!isNamedMediaPath(key)) return null;
    return (await this.loaded()).resized(key, width);
  }

  /** Renders the demo pictures (all unless told which) and srcset copies not on disk yet (main.ts: in a child process). */
  async prepareAll(keys?: readonly string[]): Promise<PreparedDemoArt> {
    return (await this.loaded()).prepareAll(keys);
  }

  private loaded(): Promise<DemoPictureFiles> {
    this.files ??= import("@mayil/demo").then(
      ({ DemoPictureFiles }) => new DemoPictureFiles(this.folder, resizeToWebp),
    );
    return this.files;
  }
}
