// Checks the demo artwork renders for every jewellery kind and stays deterministic, since seeded photos must not churn.
import { execFile } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { type ArtSpec, bannerSvg, categorySvg, type JewelleryKind, jewellerySvg, renderWebp } from "./art";
import { type PictureFingerprints, pictureFingerprints } from "./fingerprints";

/**
 * sha256 of every demo picture's SVG (fingerprints.ts). It changes only when the art or the catalogue is changed on
 * purpose: then every machine renders new pictures under the old names, which browsers keep for a week (immutable),
 * so a change here means renaming the pictures too.
 */
const EVERY_SVG_SHA256 = "ca274b9a2f383205969b0ae08c9689dcde47c659fd6d66fff998752836b50dae";

const KINDS: JewelleryKind[] = [
  "stud-earrings",
  "drop-earrings",
  "jhumka",
  "hoops",
  "necklace",
  "choker",
  "pendant",
  "chain",
  "bangle",
  "bracelet",
  "ring",
  "anklet",
  "nose-pin",
  "hair-clip",
  "bridal-set",
];

const spec = (kind: JewelleryKind, view = 0): ArtSpec => ({
  kind,
  metal: "#d4a44c",
  accent: "#b3203a",
  background: "#f6efe6",
  view,
  seed: 11,
});

async function expectWebp(webp: Buffer, width: number, height: number) {
  const meta = await sharp(webp).metadata();
  expect(meta.format).toBe("webp");
  expect(meta.width).toBe(width);
  expect(meta.height).toBe(height);
}

describe("jewellerySvg", () => {
  it.each(KINDS)("renders %s as an SVG that renders to a 400x400 WebP", async (kind) => {
    for (const view of [0, 1, 2]) {
      const svg = jewellerySvg(spec(kind, view));
      expect(svg.startsWith("<svg")).toBe(true);
      expect(svg.endsWith("</svg>")).toBe(true);
      expect(svg).not.toContain("NaN");
      await expectWebp(await renderWebp(svg, 400, 400), 400, 400);
    }
  });

  it("composes each view differently", () => {
    for (const kind of KINDS) {
      const views = new Set([0, 1, 2].map((view) => jewellerySvg(spec(kind, view))));
      expect(views.size).toBe(3);
    }
  });

  it("honours the requested size and rejects colours that are not hex", () => {
    expect(jewellerySvg(spec("ring"), 320)).toContain('width="320" height="320"');
    expect(() => jewellerySvg({ ...spec("ring"), accent: 'red"/><script>' })).toThrow(/hex colour/);
  });
});

describe("categorySvg", () => {
  it("renders a square tile", async () => {
    await expectWebp(await renderWebp(categorySvg("jhumka", "#e9efe6"), 600, 600), 600, 600);
  });
});

describe("bannerSvg", () => {
  it.each([0, 1] as const)("renders hero banner %i at 1600x700", async (index) => {
    await expectWebp(await renderWebp(bannerSvg(index), 1600, 700), 1600, 700);
  });

  it("renders the two banners differently", () => {
    expect(bannerSvg(0)).not.toBe(bannerSvg(1));
  });
});

describe("the demo pictures", () => {
  it("are rendered to the same bytes in a process of their own, and as when the hash above was taken", async () => {
    const here = await pictureFingerprints();
    // A fresh process: nothing rendered before, another start time, another random seed.
    expect(await fingerprintsInAnotherProcess()).toEqual(here);
    expect(here.everySvg).toBe(EVERY_SVG_SHA256);
  });
});

async function fingerprintsInAnotherProcess(): Promise<PictureFingerprints> {
  const module = pathToFileURL(path.join(import.meta.dirname, "fingerprints.ts")).href;
  const script = `const { pictureFingerprints } = await import(${JSON.stringify(module)});
process.stdout.write(JSON.stringify(await pictureFingerprints()));`;
  const { stdout } = await promisify(execFile)(process.execPath, [
    "--import",
    "tsx",
    "--input-type=module",
    "-e",
    script,
  ]);
  return JSON.parse(stdout) as PictureFingerprints;
}
