// Which built files the desk's service worker precaches (decision 054): the desk's shell (/owner, the server's page
// made from index.html, revisioned by index.html's hash) and the code it needs, read from the build's manifest:
// the entry and its stylesheet and font, the app, the toaster, the desk's route tree and every chunk it can load,
// with the schemas the API contract fetches lazily and the desk's message catalogues in English and Malayalam. Not the storefront's pages, nor any photo.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ManifestTransform } from "workbox-build";

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

type ViteManifest = Record<string, ManifestChunk>;

const DESK_TREE = "src/app/owner-desk.tsx";
/** The desk's own screens, whose lazily loaded parts the desk may open offline. */
const isDeskScreen = (key: string) => key === DESK_TREE || key.startsWith("src/features/desk/");
const isLazySchema = (key: string) => key.startsWith("../../packages/core/src/") && key.endsWith("-schemas.ts");
/** The desk's words and the frame's (its account menu) in each desk language: a switch works offline too. */
const isDeskCatalogue = (key: string) => /^src\/messages\/(en|ml)\/(desk|frame)\.json$/.test(key);

/** The files the desk loads: static imports always; dynamic ones from the desk's screens, and the lazy schemas. */
export function deskFiles(manifest: ViteManifest): Set<string> {
  const entry = manifest["index.html"];
  const app = entry?.dynamicImports?.find((key) => manifest[key]?.file.includes("/shop-"));
  const files = new Set<string>();
  const seen = new Set<string>();
  const waiting = [
    "index.html",
    ...(app ? [app] : []),
    "src/components/ui/toaster.tsx",
    DESK_TREE,
    ...Object.keys(manifest).filter(isDeskCatalogue),
  ];
  for (let key = waiting.pop(); key !== undefined; key = waiting.pop()) {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) continue;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    waiting.push(...(chunk.imports ?? []));
    const lazy = chunk.dynamicImports ?? [];
    waiting.push(...(isDeskScreen(key) ? lazy : lazy.filter(isLazySchema)));
  }
  return files;
}

/** workbox-build's manifestTransforms: keeps the desk's files among the built assets, and adds the shell. */
export function deskPrecache(distDir: string): ManifestTransform {
  return async (entries) => {
    const manifest = JSON.parse(readFileSync(path.join(distDir, ".vite/manifest.json"), "utf8")) as ViteManifest;
    const wanted = deskFiles(manifest);
    const kept = entries.filter((entry) => wanted.has(entry.url.replace(/^\//, "")));
    const shellRevision = createHash("sha256")
      .update(readFileSync(path.join(distDir, "index.html")))
      .digest("hex")
      .slice(0, 16);
    return { manifest: [...kept, { url: "/owner", revision: shellRevision, size: 0 }], warnings: [] };
  };
}
