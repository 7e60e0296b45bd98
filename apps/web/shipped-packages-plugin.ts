// Writes dist/.vite/shipped-packages.json: for each file the browser can load, the npm packages bundled into it.
// The manifest lists files, not what is inside them; this is what shows which runtime the shop really ships
// (React, decision 032) and which packages a page's first file carries (apps/web/src/shipped-packages.test.ts).
// Beside it, dist/.vite/shipped-sources.json: for each file, our own modules in it (paths under src/), which shows
// that no shopper's page loads the owner's desk.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** "…/node_modules/@scope/name/file.js" → "@scope/name"; our own modules → null. */
export function packageOf(moduleId: string): string | null {
  const at = moduleId.lastIndexOf("node_modules/");
  if (at === -1) return null;
  const parts = moduleId.slice(at + "node_modules/".length).split("/");
  return parts[0]?.startsWith("@") ? `${parts[0]}/${parts[1]}` : (parts[0] ?? null);
}

/** "…/apps/web/src/features/cart/cart-line.tsx" → "features/cart/cart-line.tsx"; anything else → null. */
export function sourceOf(moduleId: string, sourceRoot: string): string | null {
  if (moduleId.includes("node_modules/") || !moduleId.startsWith(`${sourceRoot}/`)) return null;
  return moduleId.slice(sourceRoot.length + 1);
}

export function shippedPackages(): Plugin {
  let outDir = "dist";
  let sourceRoot = "src";
  return {
    name: "mayil-shipped-packages",
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      sourceRoot = path.resolve(config.root, "src");
    },
    generateBundle(_options, bundle) {
      const byFile: Record<string, string[]> = {};
      const sourcesByFile: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const packages = new Set(
          Object.keys(output.modules)
            .map(packageOf)
            .filter((name) => name !== null),
        );
        byFile[output.fileName] = [...packages].sort();
        sourcesByFile[output.fileName] = Object.keys(output.modules)
          .map((id) => sourceOf(id, sourceRoot))
          .filter((source) => source !== null)
          .sort();
      }
      mkdirSync(path.join(outDir, ".vite"), { recursive: true });
      writeFileSync(path.join(outDir, ".vite", "shipped-packages.json"), `${JSON.stringify(byFile, null, 2)}\n`);
      writeFileSync(path.join(outDir, ".vite", "shipped-sources.json"), `${JSON.stringify(sourcesByFile, null, 2)}\n`);
    },
  };
}
