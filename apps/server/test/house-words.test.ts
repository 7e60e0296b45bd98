// The repository explains itself in one vocabulary: nothing points at documents a clone does not have (a folder
// beside the repo, numbered issues, sections of an outside spec), and the words for what the code does are the
// ones a newcomer already knows: "render" (not "draw") and "response"/"respond" (not "answer"). docs/README.md
// says so; this keeps it true as the code grows.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..", "..");
const TEXT_FILE = /\.(ts|tsx|mts|mjs|js|cjs|md|sh|yml|yaml|json|css|html|conf|service|example)$|Caddyfile$/;
// The lock file is npm's; this file names the words it refuses.
const NOT_OURS = new Set(["package-lock.json", "apps/server/test/house-words.test.ts"]);

function trackedTextFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" }).split("\0");
  return listed.filter((path) => TEXT_FILE.test(path) && !NOT_OURS.has(path));
}

/** Every line of the repo's text files matching `pattern`, as "path:line: text". */
function linesMatching(pattern: RegExp): string[] {
  const found: string[] = [];
  for (const path of trackedTextFiles()) {
    let text: string;
    try {
      text = readFileSync(join(ROOT, path), "utf8");
    } catch {
      continue; // listed by git but deleted in the working tree
    }
    text.split("\n").forEach((line, index) => {
      if (pattern.test(line)) found.push(`${path}:${index + 1}: ${line.trim().slice(0, 160)}`);
    });
  }
  return found;
}

describe("the repository's words", () => {
  it("point only into the repository: no sibling folder, numbered issue or outside spec section", () => {
    expect(linesMatching(/\.\.\/shared\b|\bspec section\b|\bissues? #?\d+\b/i)).toEqual([]);
  });

  it("say render and response, not draw and answer", () => {
    expect(linesMatching(/\b(draw|draws|drawn|drawing|answer|answers|answered|answering)\b/i)).toEqual([]);
  });
});
