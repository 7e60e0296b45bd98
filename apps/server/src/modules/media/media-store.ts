// Where the shop's photos live, behind put/get/delete by content hash, so any process can serve what any process stored.
import { createHash } from "node:crypto";

export interface StoredMedia {
  bytes: Buffer;
  contentType: string;
}

/** Reads media by key. The demo art (drawn, never stored) and every MediaStore can be read this way. */
export interface MediaSource {
  /** The media under `key`; null when there is none, or when `key` could not be a key of this source. */
  get(key: string): Promise<StoredMedia | null>;
}

/**
 * Keeps uploaded media under content-addressed keys: the sha256 of the bytes in hex and an extension for the type
 * ("3a7b….webp"). The same bytes always get the same key, so a photo stored twice is kept once, and what is under a
 * key never changes, so it can be cached for ever. Implementations: the local folder now; a shared one (decision 009)
 * when there are several processes.
 */
export interface MediaStore extends MediaSource {
  /** Stores the bytes (once) and returns their key. Refuses a type the shop does not serve. */
  put(bytes: Uint8Array, contentType: string): Promise<string>;
  /** Removes the media under `key` (nothing when there is none). Refuses a malformed key. */
  delete(key: string): Promise<void>;
}

/**
 * The types the shop stores and serves, by extension. No SVG: served from the shop's own origin, an SVG can run
 * script.
 */
const TYPE_OF_EXTENSION = {
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
  avif: "image/avif",
  mp4: "video/mp4",
} as const;

type MediaExtension = keyof typeof TYPE_OF_EXTENSION;

const CONTENT_KEY = /^[0-9a-f]{64}\.(webp|jpg|png|avif|mp4)$/;

export class UnsupportedMediaType extends Error {
  constructor(contentType: string) {
    super(`media of type ${JSON.stringify(contentType.slice(0, 100))} is not stored`);
    this.name = "UnsupportedMediaType";
  }
}

export class MalformedMediaKey extends Error {
  constructor() {
    super("not a media key");
    this.name = "MalformedMediaKey";
  }
}

/** True for a well-formed content key: nothing else (no slash, no dot but the extension's) ever reaches a store. */
export function isMediaKey(key: string): boolean {
  return CONTENT_KEY.test(key);
}

export function mediaKeyFor(bytes: Uint8Array, contentType: string): string {
  return `${createHash("sha256").update(bytes).digest("hex")}.${extensionFor(contentType)}`;
}

export function contentTypeOfKey(key: string): string | undefined {
  const extension = key.slice(key.lastIndexOf(".") + 1);
  return Object.hasOwn(TYPE_OF_EXTENSION, extension) ? TYPE_OF_EXTENSION[extension as MediaExtension] : undefined;
}

function extensionFor(contentType: string): MediaExtension {
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "image/jpg") return "jpg";
  const found = (Object.keys(TYPE_OF_EXTENSION) as MediaExtension[]).find((ext) => TYPE_OF_EXTENSION[ext] === type);
  if (!found) throw new UnsupportedMediaType(contentType);
  return found;
}
