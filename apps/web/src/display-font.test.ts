// The display font's fallback faces in styles.css (decision 026) are sized from the font file itself: if the file
// changes (another cut, another weight) and the figures do not, the page jumps when the font swaps in. This works
// them out again with @capsizecss (the library the figures came from) and names any that differ.
import { readFileSync } from "node:fs";
import path from "node:path";
import { createFontStack } from "@capsizecss/core";
import georgia from "@capsizecss/metrics/georgia";
import notoSerif from "@capsizecss/metrics/notoSerif";
import timesNewRoman from "@capsizecss/metrics/timesNewRoman";
import { fromFile } from "@capsizecss/unpack/fs";
import { describe, expect, it } from "vitest";

const here = path.dirname(new URL(import.meta.url).pathname);
const styles = readFileSync(path.join(here, "styles.css"), "utf8");
const FAMILY = "Cormorant Garamond Shop";

/** Each @font-face block of styles.css as its descriptors, by family name. */
function fontFaces(css: string): Map<string, Record<string, string>> {
  const faces = new Map<string, Record<string, string>>();
  for (const [, body = ""] of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const descriptors: Record<string, string> = {};
    for (const declaration of body.split(";")) {
      const colon = declaration.indexOf(":");
      if (colon < 0) continue;
      const name = declaration.slice(0, colon).trim();
      descriptors[name] = declaration.slice(colon + 1).trim();
    }
    faces.set(descriptors["font-family"]?.replace(/^"|"$/g, "") ?? "", descriptors);
  }
  return faces;
}

describe("the display font and its fallbacks", async () => {
  const face = fontFaces(styles).get(FAMILY);
  const file = face?.src?.match(/url\("\.\/([^"]+)"\)/)?.[1];
  const metrics = await fromFile(path.join(here, file ?? "missing"));
  const stack = createFontStack([{ ...metrics, familyName: FAMILY }, georgia, timesNewRoman, notoSerif], {
    fontFaceFormat: "styleObject",
  });

  it("is one semibold face that swaps in, so headings are readable in the phone's serif meanwhile", () => {
    expect(face).toMatchObject({ "font-weight": "600", "font-display": "swap" });
  });

  it("has a fallback face per system serif, with the overrides capsize works out from the font file", () => {
    const faces = fontFaces(styles);
    expect(stack.fontFaces).toHaveLength(3);
    for (const fallback of stack.fontFaces) {
      const expected = fallback["@font-face"];
      const written = faces.get(String(expected.fontFamily).replace(/^"|"$/g, ""));
      expect(written, `@font-face for ${expected.fontFamily}`).toBeDefined();
      for (const [property, value] of Object.entries(expected)) {
        if (property === "fontFamily" || property === "src") continue;
        const descriptor = property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
        expect(written?.[descriptor], `${descriptor} of ${expected.fontFamily}`).toBe(value);
      }
      // capsize names the fallback's local font; styles.css may name its twins too (Liberation Serif).
      for (const local of String(expected.src).match(/local\('[^']+'\)/g) ?? []) {
        expect(written?.src).toContain(local.replace(/'/g, '"'));
      }
    }
  });

  it("lists the fallbacks between the font and the plain serifs in the heading font", () => {
    const declared = styles
      .match(/--font-display:([^;]+);/)?.[1]
      ?.replace(/\s+/g, " ")
      .trim();
    expect(declared?.startsWith(`${stack.fontFamily.split(", Georgia")[0]}, Georgia`)).toBe(true);
  });
});
