// What a PDF says, as poppler's pdftotext reads it (the way a search or a screen reader would), and which fonts it
// embeds (pdffonts): for the printing tests, over a stream or the bytes of a response.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { promisify } from "node:util";
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
