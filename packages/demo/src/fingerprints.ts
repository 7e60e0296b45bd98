// Fingerprints of the demo pictures, for the test that they are rendered the same in every process (art.test.ts): the
// shop's processes each render their own copy of a picture and serve it as immutable, so the bytes must not depend on
// the process, the time or what was rendered before.
import { createHash } from "node:crypto";
import { renderWebp } from "./art";
import { demoArtwork, demoArtworkPaths } from "./pictures";

/** A few pictures rendered to WebP: a banner, a category tile and a product photo. */
export const RENDERED_FOR_FINGERPRINTS = [
  "banners/hero-2.webp",
  "categories/traditional.webp",
  "products/temple-jhumka-1.webp",
] as const;

export interface PictureFingerprints {
  /** sha256 of every demo picture's SVG, in the order of their paths. */
  everySvg: string;
  /** sha256 of each of RENDERED_FOR_FINGERPRINTS as WebP, at 200 px wide. */
  webp: Record<string, string>;
}

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");

export async function pictureFingerprints(): Promise<PictureFingerprints> {
  const svgs = createHash("sha256");
  for (const key of demoArtworkPaths()) svgs.update(`${key}\n${demoArtwork(key)?.svg()}\n`);
  const webp: Record<string, string> = {};
  for (const key of RENDERED_FOR_FINGERPRINTS) {
    const artwork = demoArtwork(key);
    if (!artwork) throw new Error(`${key} is no demo picture`);
    webp[key] = sha256(await renderWebp(artwork.svg(), 200, Math.round((200 * artwork.height) / artwork.width)));
  }
  return { everySvg: svgs.digest("hex"), webp };
}
