// The typefaces a paper is set in, and which of them sets each piece of text. Noto Sans comes from npm in parts
// (fontsource's subsets): Latin, Latin extended (which holds ₹), Malayalam, Devanagari and Tamil, each a file of its
// own, so a line such as "Flat 3, ശ്രീ നിലയം, Chennai" is set in runs, each run in the face that has its script. The
// papers' own words stay English, but a name or an address prints in the script it was typed in: the shop's customers
// write Malayalam, Hindi and, across the border, Tamil. The files are read once per thread (the printer's workers each
// keep theirs) and handed to each new PDF, which embeds only the glyphs it used.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";

export const FACES = ["latin", "latin-ext", "malayalam", "devanagari", "tamil"] as const;
export type Face = (typeof FACES)[number];
export type Weight = 400 | 700;

const FILES: Record<Face, (weight: Weight) => string> = {
  latin: (w) => `@fontsource/noto-sans/files/noto-sans-latin-${w}-normal.woff`,
  "latin-ext": (w) => `@fontsource/noto-sans/files/noto-sans-latin-ext-${w}-normal.woff`,
  malayalam: (w) => `@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-${w}-normal.woff`,
  devanagari: (w) => `@fontsource/noto-sans/files/noto-sans-devanagari-${w}-normal.woff`,
  tamil: (w) => `@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-${w}-normal.woff`,
};

/** The name a face and weight is registered under in each PDF. */
export const fontName = (face: Face, weight: Weight) => `${face}-${weight}`;

export interface FontFile {
  name: string;
  bytes: Buffer;
  /** The code points the file has a glyph for. */
  covers: (codePoint: number) => boolean;
}

let loaded: FontFile[] | undefined;

/** Every face in both weights, read from node_modules on first use. */
export function fontFiles(): FontFile[] {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const files: FontFile[] = [];
  for (const face of FACES) {
    for (const weight of [400, 700] as const) {
      const bytes = readFileSync(require.resolve(FILES[face](weight)));
      const font = fontkit.create(bytes) as fontkit.Font;
      files.push({ name: fontName(face, weight), bytes, covers: (codePoint) => font.hasGlyphForCodePoint(codePoint) });
    }
  }
  mendNullAnchors(files);
  loaded = files;
  return files;
}

/**
 * fontkit 2.0.4 (pdfkit's shaper) stops with "Cannot read properties of null (reading 'xCoordinate')" on a mark whose
 * anchor is left empty, which the OpenType format allows and Noto Sans Malayalam has: nearly every Malayalam word with
 * a vowel sign hits it. Until fontkit takes the fix (its open pull request does this same thing), such a mark is left
 * where it is, as HarfBuzz does. The processor's prototype is fontkit's own and shared by every font, pdfkit's too.
 */
function mendNullAnchors(files: FontFile[]): void {
  const malayalam = files.find((file) => file.name === fontName("malayalam", 400));
  if (!malayalam) return;
  const font = fontkit.create(malayalam.bytes) as fontkit.Font & {
    _layoutEngine?: { engine?: { GPOSProcessor?: object } };
  };
  const processor = font._layoutEngine?.engine?.GPOSProcessor;
  if (!processor) return;
  const prototype = Object.getPrototypeOf(processor) as {
    applyAnchor: (markRecord: { markAnchor?: unknown } | null, baseAnchor: unknown, baseIndex: number) => void;
    mendedNullAnchors?: true;
  };
  if (prototype.mendedNullAnchors) return;
  const applyAnchor = prototype.applyAnchor;
  prototype.applyAnchor = function (markRecord, baseAnchor, baseIndex) {
    if (!baseAnchor || !markRecord?.markAnchor) return;
    applyAnchor.call(this, markRecord, baseAnchor, baseIndex);
  };
  prototype.mendedNullAnchors = true;
}

const MALAYALAM = /[\u0D00-\u0D7F]/u;
const DEVANAGARI = /[\u0900-\u097F]/u;
const TAMIL = /[\u0B80-\u0BFF]/u;
/** Joiners, the dotted circle and combining marks stay in the face of the letter before them. */
const JOINS_PREVIOUS = /^(?:\u200C|\u200D|\u25CC|[\u0300-\u036F])$/u;

export interface Run {
  face: Face;
  text: string;
}

/**
 * The text split into runs of one face each: a Malayalam, Devanagari or Tamil letter in its script's face, anything
 * else in the first face that has it (Latin, then Latin extended for ₹ and accented letters, then the Indian faces).
 */
export function runsOf(text: string, weight: Weight = 400): Run[] {
  const files = fontFiles();
  const runs: Run[] = [];
  for (const character of text) {
    const face = faceOf(character, runs.at(-1)?.face, weight, files);
    const last = runs.at(-1);
    if (last && last.face === face) last.text += character;
    else runs.push({ face, text: character });
  }
  return runs;
}

function faceOf(character: string, previous: Face | undefined, weight: Weight, files: FontFile[]): Face {
  if (MALAYALAM.test(character)) return "malayalam";
  if (DEVANAGARI.test(character)) return "devanagari";
  if (TAMIL.test(character)) return "tamil";
  const codePoint = character.codePointAt(0) ?? 0;
  const covers = (face: Face) => files.find((file) => file.name === fontName(face, weight))?.covers(codePoint);
  if (previous && (JOINS_PREVIOUS.test(character) || (character === " " && covers(previous)))) return previous;
  return FACES.find(covers) ?? "latin";
}
