// Writes one benchmark's section of a results document (docs/benchmarks.md by default), leaving the others as they are.
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const FILE = "docs/benchmarks.md";

export function writeBenchmarkSection(name: string, markdown: string): void {
  writeDocSection(FILE, name, markdown);
}

export function writeDocSection(file: string, name: string, markdown: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const current = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmarks\n";
  const at = current.indexOf(start);
  const next =
    at >= 0
      ? current.slice(0, at) + block + current.slice(current.indexOf(end) + end.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, next);
}
