// Checks the demo artwork renders for every jewellery kind and stays deterministic, since seeded photos must not churn.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { type ArtSpec, bannerSvg, categorySvg, drawWebp, type JewelleryKind, jewellerySvg } from "./demo-art";

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
  it.each(KINDS)("draws %s as an SVG that renders to a 400x400 WebP", async (kind) => {
    for (const view of [0, 1, 2]) {
      const svg = jewellerySvg(spec(kind, view));
      expect(svg.startsWith("<svg")).toBe(true);
      expect(svg.endsWith("</svg>")).toBe(true);
      expect(svg).not.toContain("NaN");
      await expectWebp(await drawWebp(svg, 400, 400), 400, 400);
    }
  });

  it("gives byte-identical output for the same spec", () => {
    for (const kind of KINDS) expect(jewellerySvg(spec(kind, 1))).toBe(jewellerySvg(spec(kind, 1)));
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
    await expectWebp(await drawWebp(categorySvg("jhumka", "#e9efe6"), 600, 600), 600, 600);
  });
});

describe("bannerSvg", () => {
  it.each([0, 1] as const)("renders hero banner %i at 1600x700", async (index) => {
    await expectWebp(await drawWebp(bannerSvg(index), 1600, 700), 1600, 700);
  });

  it("draws the two banners differently", () => {
    expect(bannerSvg(0)).not.toBe(bannerSvg(1));
  });
});
