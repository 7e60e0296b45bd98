// Every file or folder the docs name in backticks (`apps/web/src/app/cart-route.tsx`, `features/checkout`,
// `modules/stock/hold-share.ts`, `test/stock/hold-share.test.ts`) is in the repository, so a newcomer who follows
// one finds it, and a move that forgets the docs fails here instead of leaving them pointing at nothing.
//
// A short path is read from the folders the docs write them from (the storefront's src, the server's src, its
// modules and tests, core's src). What is not a path of ours is left alone: addresses (`/cart`, `https://…`),
// packages (`@fastify/static`, `react-dom/client`), patterns (`features/*/*`, `modules/<m>/`), settings
// (`DATA_DIR/media`) and what a build or a run writes (`dist/`, `test-results/`).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const repo = path.resolve(import.meta.dirname, "..");

/** Where a short path in the docs is written from, the repository's root first. */
const BASES = [
  "",
  "apps/web/src",
  "apps/web",
  "apps/server/src",
  "apps/server/src/modules",
  "apps/server",
  "apps/server/test",
  "packages/core/src",
  "packages/demo",
  "packages/demo/src",
];

/**
 * Paths a decision record names as they were before it (its context, or what it replaced): history, kept as written.
 * Nothing else may name them, and each must still be named where it is listed (else it goes from this list).
 */
const NAMED_AS_HISTORY: Record<string, string[]> = {
  "docs/decisions/009-back-office-seams.md": ["modules/catalogue/catalogue-changes.ts"],
  "docs/decisions/010-api-contract.md": ["lib/account/orders.ts"],
  "docs/decisions/022-preact.md": ["apps/web/react-on-preact.js"],
  "docs/decisions/042-desk-features.md": ["features/owner-desk"],
  "docs/decisions/047-demo-package.md": ["modules/media/demo-art.ts", "db/seed/demo-catalogue.ts"],
  "docs/decisions/058-customers.md": ["orders/customer-reads.ts"],
  "docs/decisions/079-orders-split.md": ["test/owner", "test/shopping"],
  "docs/decisions/080-catalogue-modules.md": ["modules/owner-catalogue"],
};

/** Media types the docs name (a response's Content-Type), which begin like core's `text/` folder but are no path. */
const MEDIA_TYPES = new Set([
  "text/event-stream",
  "text/csv",
  "text/html",
  "text/plain",
  "text/javascript",
  "text/css",
]);

/** Folders a build, an install or a run writes: named in the docs, never in a clone. */
const WRITTEN_NOT_KEPT = new Set(["dist", "dist-ssr", "node_modules", "test-results", ".node", ".ci", ".vite"]);

/** The folders (and files) at the top of any base: a backticked word starting with one of them is a path of ours. */
function firstSegments(): Set<string> {
  const names = new Set<string>();
  for (const base of BASES) {
    const folder = path.join(repo, base);
    if (!existsSync(folder)) continue;
    for (const entry of readdirSync(folder)) if (!entry.startsWith(".") && entry !== "node_modules") names.add(entry);
  }
  return names;
}

function markdownFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const full = path.join(folder, entry);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return entry.endsWith(".md") ? [full] : [];
  });
}

/** The backticked words of `text` that name a path of ours (see the head of this file), with their line. */
function namedPaths(text: string, known: Set<string>): { path: string; line: number }[] {
  const found: { path: string; line: number }[] = [];
  text.split("\n").forEach((lineText, index) => {
    for (const [, word] of lineText.matchAll(/`([^`\s]+)`/g)) {
      if (!word?.includes("/") || /^[/.@]|[*<>{}…?=:$!]/.test(word) || MEDIA_TYPES.has(word)) continue;
      const segments = word.split("/").filter(Boolean);
      if (segments.some((segment) => WRITTEN_NOT_KEPT.has(segment))) continue;
      if (!known.has(segments[0] ?? "")) continue;
      found.push({ path: word.replace(/\/$/, ""), line: index + 1 });
    }
  });
  return found;
}

/** Whether `named` is a file or folder under one of the bases (a source file may be named without its extension). */
function exists(named: string): boolean {
  return BASES.some((base) =>
    ["", ".ts", ".tsx"].some((extension) => existsSync(path.join(repo, base, `${named}${extension}`))),
  );
}

describe("the docs", () => {
  const known = firstSegments();
  const documents = [path.join(repo, "README.md"), ...markdownFiles(path.join(repo, "docs"))];

  it("name paths this test can read (a check that found none would pass for nothing)", () => {
    const all = documents.flatMap((file) => namedPaths(readFileSync(file, "utf8"), known));
    expect(all.length).toBeGreaterThan(200);
    expect(all.map((named) => named.path)).toEqual(
      expect.arrayContaining(["apps/web/src/lib/server-data.ts", "features/checkout", "modules/stock/hold-share.ts"]),
    );
  });

  it("name only files and folders that are in the repository", () => {
    const missing = documents.flatMap((file) => {
      const history = NAMED_AS_HISTORY[path.relative(repo, file)] ?? [];
      return namedPaths(readFileSync(file, "utf8"), known)
        .filter((named) => !exists(named.path) && !history.includes(named.path))
        .map((named) => `${path.relative(repo, file)}:${named.line}: ${named.path}`);
    });
    expect(missing).toEqual([]);
  });

  it("list as history only paths that are gone and still named there", () => {
    for (const [document, paths] of Object.entries(NAMED_AS_HISTORY)) {
      const named = namedPaths(readFileSync(path.join(repo, document), "utf8"), known).map((word) => word.path);
      for (const gone of paths) {
        expect({ document, gone, named: named.includes(gone), exists: exists(gone) }).toEqual({
          document,
          gone,
          named: true,
          exists: false,
        });
      }
    }
  });

  it("would notice a path that is not there", () => {
    const words = namedPaths("See `apps/web/src/features/checkout/gone.tsx` and `features/no-such-feature`.", known);
    expect(words.map((named) => exists(named.path))).toEqual([false, false]);
  });
});
