// Renders the demo catalogue's product photos, category tiles and hero banners as SVG, so a fresh shop needs no downloads.
import sharp from "sharp";
import { between, clean, hashString, mulberry32, PEARL } from "./art/colour-and-randomness";
import { jhumkaSingle } from "./art/earrings";
import { Curve, g, tf } from "./art/geometry";
import { bangle, ring } from "./art/hand-and-foot";
import type { JewelleryKind } from "./art/jewellery-kind";
import { choker, necklace, pendant } from "./art/necklaces";
import { styleFor } from "./art/piece-style";
import { KINDS } from "./art/pieces";
import { backdrop, bud, garland, jasmine, laid, marigold, onDisplay, props, roseDrop, sprig } from "./art/studio";
import { Art, Defs, ramp, svgDoc } from "./art/svg-document";

export type { JewelleryKind };

export interface ArtSpec {
  kind: JewelleryKind;
  /** Hex colour of the metal, e.g. "#d4a44c". */
  metal: string;
  /** Hex colour of the stones, beads or enamel. */
  accent: string;
  /** Hex colour of the studio backdrop. */
  background: string;
  /** 0, 1 or 2: close-up, angled flat-lay with props, or on a display, so a product's photos differ. */
  view: number;
  /** Same spec, same seed => byte-identical SVG. */
  seed: number;
}

function validSize(size: number, name: string): number {
  if (!Number.isFinite(size) || size < 1) throw new Error(`demo-art: ${name} must be a positive number`);
  return Math.round(size);
}

/** A square product photo; `view` picks the composition, `seed` the design, so variants of one product match. */
export function jewellerySvg(spec: ArtSpec, size = 800): string {
  const def = KINDS[spec.kind];
  if (!def) throw new Error(`demo-art: unknown jewellery kind "${spec.kind}"`);
  const px = validSize(size, "size");
  const defs = new Defs(800, 800);
  const a = new Art(defs, clean(spec.metal), clean(spec.accent));
  const bg = clean(spec.background);
  const st = styleFor(spec.seed, spec.kind);
  const view = ((Math.trunc(spec.view) % 3) + 3) % 3;
  const r = mulberry32(hashString(`${spec.kind}:${spec.seed}:${view}`));
  const piece = def.render(a, st);
  let body: string;
  if (view === 0) {
    body = backdrop(a, bg, 330, 250) + laid(a, tf(400, 405, between(r, -4, 4), def.scale * 0.95), piece);
  } else if (view === 1) {
    const side = r() < 0.5 ? -1 : 1;
    const rot = side * between(r, 12, 24);
    body =
      backdrop(a, bg, side > 0 ? 520 : 280, 220) +
      laid(a, tf(400 + side * 18, 410, rot, def.scale * 0.8), piece, props(a, r));
  } else {
    body = backdrop(a, bg, 400, 200) + onDisplay(a, def, spec.kind === "ring", piece, st, r);
  }
  return svgDoc(px, px, 800, 800, defs, body);
}

const TILE_ACCENT: Record<JewelleryKind, string> = {
  "stud-earrings": "#f3ece0",
  "drop-earrings": "#1f8a5b",
  jhumka: "#9e1b32",
  hoops: "#e8f1f8",
  necklace: "#9e1b32",
  choker: "#2f6b3a",
  pendant: "#2950a8",
  chain: "#e8f1f8",
  bangle: "#b3203a",
  bracelet: "#e8f1f8",
  ring: "#1f8a5b",
  anklet: "#3bb3b0",
  "nose-pin": "#b3203a",
  "hair-clip": "#f3ece0",
  "bridal-set": "#9e1b32",
};

/** A category tile: one gold palette and design for every tile so the category grid looks like a set. */
export function categorySvg(kind: JewelleryKind, background: string, size = 600): string {
  const def = KINDS[kind];
  if (!def) throw new Error(`demo-art: unknown jewellery kind "${kind}"`);
  const defs = new Defs(800, 800);
  const a = new Art(defs, "#d4a44c", TILE_ACCENT[kind]);
  const body =
    backdrop(a, clean(background), 400, 300) +
    laid(a, tf(400, 410, 0, def.scale * 0.85), def.render(a, styleFor(7, kind)));
  const px = validSize(size, "size");
  return svgDoc(px, px, 800, 800, defs, body);
}

/** Hero banners without text: 0 is light everyday pieces, 1 is temple jewellery on deep maroon. */
export function bannerSvg(index: 0 | 1, width = 1600, height = 700): string {
  const defs = new Defs(1600, 700);
  const gold = "#d4a44c";
  const a = new Art(defs, gold, PEARL);
  // Jewellery stays right of x≈760: the storefront sets its headline over the left half.
  let body: string;
  if (index === 0) {
    const rose = a.with("#d89a86", "#f0b7c0");
    body =
      backdrop(a, "#f6ece4", 1180, 260) +
      `<path d="M960,700V340A230,230 0 0 1 1420,340V700Z" fill="${a.linear(ramp("#e6ebdf", "#dde5d6"))}"/>` +
      `<g filter="${a.shadow()}">` +
      sprig(a, 1120, 700, 220, -24) +
      // the chain runs off the top edge, as if the pendant hangs from above
      g(tf(1190, 205, 0, 0.76), pendant(a.with(gold, "#e8f1f8"), styleFor(3, "pendant"))) +
      g(tf(1490, 250, 8, 0.4), KINDS.hoops.render(rose, styleFor(2, "hoops"))) +
      g(tf(1010, 520, -12, 0.42), ring(a.with(gold, "#2950a8"), styleFor(4, "ring"))) +
      g(tf(1460, 580, 0, 0.4), KINDS["stud-earrings"].render(a, styleFor(5, "stud-earrings"))) +
      jasmine(a, 850, 610, 34, 20) +
      bud(a, 880, 560, 50, -40) +
      bud(a, 905, 585, 44, -10) +
      roseDrop(a, 1565, 430, 30, 30) +
      "</g>";
  } else {
    const temple = a.with("#c99a45", "#9e1b32");
    const jhumka = (x: number, rot: number) => g(tf(x, 300, rot, 0.6), jhumkaSingle(temple, styleFor(2, "jhumka")));
    body =
      backdrop(a, "#4b1320", 1180, 300) +
      `<rect width="1600" height="700" fill="${a.glow(1180, 320, 560, [
        [0, "#e0a85a", 0.22],
        [1, "#e0a85a", 0],
      ])}"/>` +
      `<g filter="${a.shadow(1.2)}">` +
      marigold(a, 1560, 90, 52) +
      marigold(a, 1490, 40, 36) +
      marigold(a, 820, 640, 44) +
      garland(
        a,
        Curve.of((t) => [860 + t * 560, 650 + Math.sin(t * Math.PI) * -70 + t * 20]),
      ) +
      g(tf(1160, 215, 0, 0.7), choker(temple, styleFor(1, "choker"))) +
      g(tf(1160, 275, 0, 0.62), necklace(temple.with("#c99a45", "#2f6b3a"), styleFor(8, "necklace"))) +
      jhumka(880, 6) +
      jhumka(1440, -6) +
      g(tf(1470, 590, -6, 0.42), bangle(temple, styleFor(2, "bangle"))) +
      "</g>";
  }
  return svgDoc(validSize(width, "width"), validSize(height, "height"), 1600, 700, defs, body, "xMaxYMid");
}

/** Rasterises with sharp's bundled librsvg, which needs no fonts or network because the art has neither. */
export function renderWebp(svg: string, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(width, height).webp({ quality: 82 }).toBuffer();
}
