// Where the shop's photos live, behind put/get/delete by content hash, so any process can serve what any process stored.
import { createHash } from "node:crypto";

export interface StoredMedia {
  bytes: Buffer;
  contentType: string;
}

/** Reads media by key. The demo art (rendered, never stored) and every MediaStore can be read this way. */
export interface MediaSource {
  /** The media under `key`; null when there is none, or when `key` could not be a key of this source. */
  get(key: string): Promise<StoredMedia | null>;
}

/**
 * Keeps uploaded media under content-addressed keys: the sha256 of the bytes in hex and an extension for the type
 * ("3a7b….webp"). The same bytes always get the same key, so a photo stored twice is kept once, and what is under a
 * key never changes, so it can be cached for ever. A photo's smaller copies are kept beside it under keys derived
 * from its own ("3a7b…-w320.webp", resizedMediaKey), so they go when it goes. The shop's store is the database every
 * process shares (DatabaseMediaStore, decision 013).
 */
export interface MediaStore extends MediaSource {
  /** Stores the bytes (once) and returns their key. Refuses a type the shop does not serve. */
  put(bytes: Uint8Array, contentType: string): Promise<string>;
  /** Stores a WebP copy of the photo under `key` at `width` (resizedMediaKey) and returns the copy's key. */
  putResized(key: string, width: number, webp: Uint8Array): Promise<string>;
  /** Removes the media under `key` and its resized copies (nothing when there is none). Refuses a malformed key. */
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

/** A stored original ("{sha256}.{ext}") or one of its resized copies ("{sha256}-w{width}.webp"). */
const CONTENT_KEY = /^[0-9a-f]{64}(?:-w[1-9][0-9]{1,3}\.webp|\.(?:webp|jpg|png|avif|mp4))$/;
const ORIGINAL_KEY = /^([0-9a-f]{64})\.(?:webp|jpg|png|avif|mp4)$/;

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

/** True for the key of a stored original (not one of its resized copies): what product and category rows name. */
export function isOriginalMediaKey(key: string): boolean {
  return ORIGINAL_KEY.test(key);
}

export function mediaKeyFor(bytes: Uint8Array, contentType: string): string {
  return `${createHash("sha256").update(bytes).digest("hex")}.${extensionFor(contentType)}`;
}

/**
 * The key of the WebP copy of original `key` at `width`: derived from the original's hash, not the copy's bytes, so
 * any process can find it without asking anyone which copies exist, and deleting the original can name them all.
 */
export function resizedMediaKey(key: string, width: number): string {
  const hash = ORIGINAL_KEY.exec(key)?.[1];
  if (!hash || !Number.isInteger(width) || width < 10 || width > 9999) throw new MalformedMediaKey();
  return `${hash}-w${width}.webp`;
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
