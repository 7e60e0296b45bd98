// Turns an uploaded photo into what the shop stores: checked by its content, upright, at most 2000 px, WebP, no
// metadata (a phone's EXIF holds where it was taken), with the smaller copies the storefront's srcset asks for.
import { MEDIA_WIDTHS } from "@mayil/core/catalogue/media-srcset";
import sharp, { type Metadata } from "sharp";
import { InvalidInput, TooLarge } from "../../domain-errors";

/** The largest photo file the shop takes (a phone's full-size JPEG is 2–8 MB). */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
/**
 * The most pixels a photo may declare before it is decoded (48 MP phone sensors fit): a small file can claim
 * 30,000 × 30,000 pixels and take gigabytes to decode (a decompression bomb).
 */
export const MAX_PHOTO_PIXELS = 50_000_000;
/** The long side of the stored photo: sharp on the largest screen the storefront lays a photo out for. */
export const STORED_LONG_SIDE = 2000;

/** What the owner reads when the file is not a photo the shop takes. */
export const NOT_AN_IMAGE = "Not an image: send a JPEG, PNG, WebP or AVIF photo";
const HEIC_REFUSED =
  "Not an image the shop can read: this is an HEIC photo. Share it as JPEG (on an iPhone: Settings › Camera › " +
  "Formats › Most Compatible), or choose it from the photo library, which sends a JPEG";

export interface PreparedPhoto {
  webp: Buffer;
  width: number;
  height: number;
  /** WebP copies at each of MEDIA_WIDTHS smaller than the photo, as `/media/w/{width}/{key}` serves them. */
  copies: { width: number; webp: Buffer }[];
}

const TAKEN_FORMATS = new Set(["jpeg", "png", "webp"]);
/** HEIF brands of HEVC-coded photos (iPhones' HEIC): sharp's prebuilt libvips has no HEVC decoder. */
const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs"]);

/**
 * The photo as the shop stores it. Throws InvalidInput naming `file` for anything that is not a JPEG, PNG, WebP or
 * AVIF image by its content (the name and the type the browser claims are not asked), and TooLarge above
 * MAX_PHOTO_PIXELS. Runs one photo at a time per process, so a burst of uploads cannot hold many decoded photos in
 * memory at once.
 */
export function preparePhoto(upload: Buffer): Promise<PreparedPhoto> {
  const job = queue.then(() => prepare(upload));
  queue = job.catch(() => undefined);
  return job;
}

let queue: Promise<unknown> = Promise.resolve();

async function prepare(upload: Buffer): Promise<PreparedPhoto> {
  if (isHeic(upload)) throw new InvalidInput(HEIC_REFUSED, "file");
  const metadata = await readMetadata(upload);
  if (!metadata) throw new InvalidInput(NOT_AN_IMAGE, "file");
  const avif = metadata.format === "heif" && metadata.compression === "av1";
  if (metadata.format === "heif" && metadata.compression === "hevc") throw new InvalidInput(HEIC_REFUSED, "file");
  if (!TAKEN_FORMATS.has(metadata.format) && !avif) throw new InvalidInput(NOT_AN_IMAGE, "file");
  if (metadata.width * metadata.height > MAX_PHOTO_PIXELS) {
    throw new TooLarge(`The photo has more than ${MAX_PHOTO_PIXELS / 1_000_000} megapixels`);
  }
  try {
    const { data: webp, info } = await sharp(upload, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "error" })
      // Turned the way the phone was held (EXIF orientation), before the orientation tag goes with the rest.
      .rotate()
      .resize({ width: STORED_LONG_SIDE, height: STORED_LONG_SIDE, fit: "inside", withoutEnlargement: true })
      // No withMetadata(): sharp writes no EXIF, XMP or ICC, and converts to sRGB first so colours stay right.
      .webp({ quality: 82, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    const copies: PreparedPhoto["copies"] = [];
    for (const width of MEDIA_WIDTHS.filter((w) => w < info.width)) {
      copies.push({ width, webp: await resizeToWebp(webp, width) });
    }
    return { webp, width: info.width, height: info.height, copies };
  } catch {
    // Decoding failed past the header: a damaged or cut-off file.
    throw new InvalidInput("Not an image: the photo could not be read (is the file complete?)", "file");
  }
}

/** What sharp reads from the header, or null when it is not an image it knows (or no bytes at all). */
async function readMetadata(bytes: Buffer): Promise<Metadata | null> {
  try {
    // sharp throws at once for an empty buffer, and rejects for bytes it does not recognise.
    return await sharp(bytes).metadata();
  } catch {
    return null;
  }
}

/** A WebP copy `width` pixels wide (never wider than the image): the one way the shop makes srcset copies. */
export function resizeToWebp(image: Buffer, width: number): Promise<Buffer> {
  return sharp(image, { limitInputPixels: MAX_PHOTO_PIXELS })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 78, effort: 4 })
    .toBuffer();
}

/** An ISO-BMFF file whose major brand is one of HEVC-coded HEIF's. */
function isHeic(bytes: Buffer): boolean {
  return (
    bytes.length >= 12 && bytes.toString("latin1", 4, 8) === "ftyp" && HEIC_BRANDS.has(bytes.toString("latin1", 8, 12))
  );
}
