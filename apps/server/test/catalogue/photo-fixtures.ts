// Photos as the owner's phone sends them (a JPEG with EXIF orientation and GPS), the multipart upload a browser
// makes, and what the tests read back: the stored photo's metadata and the media rows in the database.
import sharp from "sharp";
import type { TestShop } from "../test-app";

/** Where the test photo was "taken": Thiruvananthapuram, as a phone writes it (degrees, minutes, seconds). */
const GPS = {
  GPSLatitudeRef: "N",
  GPSLatitude: "8/1 31/1 27/1",
  GPSLongitudeRef: "E",
  GPSLongitude: "76/1 56/1 11/1",
};

/**
 * A phone photo held upright: the sensor's pixels are landscape (`width` × `height`) with a red block in their top left
 * corner, and EXIF orientation 6 says "turn 90° clockwise to show", as a phone held in portrait writes it.
 */
export async function phoneJpeg({ width = 1200, height = 900 } = {}): Promise<Buffer> {
  const red = await sharp({ create: { width: 200, height: 150, channels: 3, background: "#d01020" } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: "#f6efe6" } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: "Test Phone", Model: "Camera" }, IFD3: GPS })
    .toBuffer();
}

/** A plain photo of one colour, PNG by default (its bytes differ by colour, so each is a different photo). */
export function plainPhoto(colour: string, { width = 800, height = 600, format = "png" as "png" | "webp" } = {}) {
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  return (format === "png" ? image.png() : image.webp()).toBuffer();
}

/** True when EXIF bytes hold a GPS directory: the pointer tag 0x8825 in either byte order. */
export function hasGpsPointer(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

export interface UploadOptions {
  filename?: string;
  type?: string;
  fields?: Record<string, string>;
  field?: string;
  token?: string | null;
}

/** A multipart upload as a browser sends a FormData: text fields first, then the file. */
export async function upload(
  shop: TestShop,
  path: string,
  bytes: Buffer | null,
  { filename = "IMG_0001.jpg", type = "image/jpeg", fields = {}, field = "file", token = null }: UploadOptions = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (bytes) form.set(field, new Blob([bytes], { type }), filename);
  const response = await fetch(shop.url + path, {
    method: "POST",
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

/** GETs a media URL; the bytes and what sharp reads from them. */
export async function fetchImage(baseUrl: string, url: string) {
  const response = await fetch(baseUrl + url);
  const bytes = Buffer.from(await response.arrayBuffer());
  const metadata = response.status === 200 ? await sharp(bytes).metadata() : null;
  return { status: response.status, type: response.headers.get("content-type"), bytes, metadata };
}

/** The keys in media_blobs, sorted. */
export async function storedKeys(shop: TestShop): Promise<string[]> {
  const result = (await shop.database.db.execute("select key from media_blobs order by key")) as unknown as {
    rows: { key: string }[];
  };
  return result.rows.map((row) => row.key);
}

/** "/media/{key}" → key. */
export const keyOf = (url: string) => url.replace(/^\/media\//, "");
