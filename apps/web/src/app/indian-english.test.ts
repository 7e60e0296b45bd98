// The shop writes Indian English: "jewellery", never "jewelry", in every text a shopper or the owner reads. The one
// exception is the login dialog's tagline, which the spec quotes word for word ('Jewelry lovers network').
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const webRoot = path.resolve(import.meta.dirname, "..");
const SPEC_TAGLINE = "Jewelry lovers network";

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|html|css)$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

describe("spelling", () => {
  it("says jewellery everywhere except the spec's quoted tagline", () => {
    const files = [...sourceFiles(webRoot), path.resolve(webRoot, "../index.html")];
    const american = files.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .map((line, index) => ({ where: `${path.relative(webRoot, file)}:${index + 1}`, line }))
        .filter(({ line }) => /jewelry/i.test(line.replaceAll(SPEC_TAGLINE, ""))),
    );
    expect(american.map(({ where }) => where)).toEqual([]);
  });
});
