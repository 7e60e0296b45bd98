// Renders the desk's home-screen icons (decision 054) from the shop's mark, apps/web/public/favicon.svg: run once
// when the mark changes (`node scripts/make-desk-icons.mjs`) and commit the PNGs it writes to
// apps/web/public/desk-icons/. The plain icons are the mark as it is (rounded square); the maskable one and Apple's
// fill the whole square with the mark's peacock and keep the peacock-feather drop inside the middle 80 %, the part
// every launcher's mask keeps. The badge (the small icon Android shows in the status bar beside a notification) is the
// drop alone in white on nothing: Android makes a badge from its shape only, so the plain icon showed as a white square.
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const web = path.resolve(import.meta.dirname, "../apps/web");
const mark = readFileSync(path.join(web, "public/favicon.svg"), "utf8");
const out = path.join(web, "public/desk-icons");
mkdirSync(out, { recursive: true });

/** The mark's picture without its rounded square, on a full square of its own colour, shrunk into the safe zone. */
function fullBleed() {
  const picture = mark.replace(/<title>.*?<\/title>/, "").replace(/<rect[^>]*\/>/, "");
  const inner = picture.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0f4c4a"/><g transform="translate(6.4 6.4) scale(0.8)">${inner}</g></svg>`;
}

/** The peacock-feather drop with its eye cut out, white on transparent, filling the square's height. */
function badge() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="9 8.5 46 46"><path fill="#fff" fill-rule="evenodd" d="M32 12c9 8 13 16 13 24a13 13 0 0 1-26 0c0-8 4-16 13-24zm0 18a6 6 0 1 0 0 12a6 6 0 1 0 0-12z"/></svg>`;
}

const icons = [
  { file: "icon-192.png", size: 192, svg: mark },
  { file: "icon-512.png", size: 512, svg: mark },
  { file: "maskable-512.png", size: 512, svg: fullBleed() },
  { file: "apple-touch-180.png", size: 180, svg: fullBleed() },
  { file: "badge-96.png", size: 96, svg: badge() },
];

for (const { file, size, svg } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, file));
  console.log(`${file} ${size}x${size}`);
}
