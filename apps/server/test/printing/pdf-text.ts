// What a PDF says, as poppler's pdftotext reads it (the way a search or a screen reader would), and which fonts it
// embeds (pdffonts): for the printing tests, over a stream or the bytes of a response.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { promisify } from "node:util";

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
