// What a PDF says, as poppler's pdftotext reads it (the way a search or a screen reader would), and which fonts it
// embeds (pdffonts): for the printing tests, over a stream or the bytes of a response.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { promisify } from "node:util";
import { inflateSync } from "node:zlib";
import { papersToPng } from "../test-env";

const run = promisify(execFile);

export async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function withFile<T>(pdf: Buffer, read: (file: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(tmpdir(), "mayil-pdf-"));
  try {
    const file = path.join(folder, "paper.pdf");
    await writeFile(file, pdf);
    return await read(file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The text of every page, laid out as on the paper (-layout), pages separated by form feeds. */
export const pdfText = (pdf: Buffer) =>
  withFile(pdf, async (file) => (await run("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"])).stdout);

/** The names of the embedded fonts ("NotoSansMalayalam-Regular", ...). */
export const pdfFonts = (pdf: Buffer) =>
  withFile(pdf, async (file) => {
    const { stdout } = await run("pdffonts", [file]);
    return stdout
      .split("\n")
      .slice(2)
      .map((line) => line.split(/\s+/)[0]?.replace(/^[A-Z]{6}\+/, "") ?? "")
      .filter(Boolean);
  });

/** How many pages (pdfinfo). */
export const pdfPages = (pdf: Buffer) =>
  withFile(pdf, async (file) => Number(/Pages:\s+(\d+)/.exec((await run("pdfinfo", [file])).stdout)?.[1] ?? 0));

/** The layout's lines, each with its runs of spaces squeezed to one ("1  Pearl Drop Studs   7117" → "1 Pearl ..."). */
const squeezedLines = (text: string) => text.split("\n").map((line) => line.replace(/\s+/g, " ").trim());

/** Whether the phrase is set whole on one line of the paper (not wrapped, not broken inside a word). */
export const onOneLine = (text: string, phrase: string) => squeezedLines(text).some((line) => line.includes(phrase));

/** The words of the text that the paper does not show whole: a word broken across lines ("Oxidise" + "d") is one. */
export const brokenWords = (text: string, phrase: string) => {
  const shown = new Set(text.split(/\s+/));
  return phrase.split(/\s+/).filter((word) => !shown.has(word));
};

/**
 * Saves each page as a PNG at 80 dpi (pdftoppm) into the folder PAPERS_TO_PNG names, to look at how a paper is laid
 * out: `PAPERS_TO_PNG=/tmp/papers npx vitest run apps/server/test/printing/printing-routes.test.ts`. Does nothing
 * when it is not set, so the tests spend no time on it.
 */
export async function savePng(pdf: Buffer, name: string): Promise<void> {
  const folder = papersToPng;
  if (!folder) return;
  await withFile(pdf, (file) => run("pdftoppm", ["-png", "-r", "80", file, path.join(folder, name)]));
}

/**
 * How many glyphs the pages show that are glyph 0, the font's "missing" box (.notdef): a letter set in a face without
 * it. pdfkit writes text as hex glyph numbers of each font's subset (`[<0012002f> 20 <0031>] TJ`), and a subset always
 * keeps glyph 0 as glyph 0, so a "0000" among them is a box where a letter should be. Read from the deflated page
 * streams; pdftotext cannot tell, since the box still carries the letter it stands for.
 */
export function missingGlyphs(pdf: Buffer): { shown: number; missing: number } {
  const raw = pdf.toString("latin1");
  let shown = 0;
  let missing = 0;
  for (const stream of raw.matchAll(/stream\r?\n/g)) {
    const start = stream.index + stream[0].length;
    let body: string;
    try {
      body = inflateSync(pdf.subarray(start, raw.indexOf("endstream", start))).toString("latin1");
    } catch {
      continue; // not deflated (or not a stream's body): no page text in it
    }
    if (!/\bBT\b[\s\S]*\bET\b/.test(body)) continue;
    for (const text of body.matchAll(/\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ|(<[0-9a-fA-F]*>)\s*Tj/g)) {
      for (const hex of (text[1] ?? text[2] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)) {
        for (const glyph of hex[1]?.match(/.{4}/g) ?? []) {
          shown++;
          if (glyph === "0000") missing++;
        }
      }
    }
  }
  return { shown, missing };
}

/** Each font pdffonts lists, with whether it is embedded ("NotoSansTamil-Bold", true). */
export const pdfFontsEmbedded = (pdf: Buffer) =>
  withFile(pdf, async (file) => {
    const { stdout } = await run("pdffonts", [file]);
    return stdout
      .split("\n")
      .slice(2)
      .filter(Boolean)
      .map((line) => {
        const columns = line.trim().split(/\s+/);
        // name, type words…, encoding, emb, sub, uni, object, generation: emb is the sixth from the end.
        return { name: columns[0]?.replace(/^[A-Z]{6}\+/, "") ?? "", embedded: columns.at(-5) === "yes" };
      });
  });
