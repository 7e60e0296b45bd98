// Which built files each page's code is in, read from Vite's manifest (apps/web/dist/.vite/manifest.json), so the
// server can tell the browser to fetch a page's chunks together with the app's instead of one after another.
import { readFileSync } from "node:fs";
import path from "node:path";

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

export class BuiltModules {
  private manifest: Record<string, ManifestChunk> | null | undefined;

  constructor(private readonly distDir: string) {}

  /** /assets/... files of a source module (e.g. src/features/home/home-page.tsx) and what it imports, without the
   * entry's own files (index.html already asks for those). Empty when there is no build or no such module. */
  filesFor(sourceModule: string): string[] {
    const manifest = this.load();
    if (!manifest?.[sourceModule]) return [];
    const entryFiles = new Set<string>();
    for (const chunk of Object.values(manifest)) {
      if (chunk.isEntry) this.collect(manifest, chunk, entryFiles, new Set());
    }
    const files = new Set<string>();
    this.collect(manifest, manifest[sourceModule], files, new Set());
    return [...files].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
  }

  private collect(manifest: Record<string, ManifestChunk>, chunk: ManifestChunk, into: Set<string>, seen: Set<string>) {
    if (seen.has(chunk.file)) return;
    seen.add(chunk.file);
    into.add(chunk.file);
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key];
      if (imported) this.collect(manifest, imported, into, seen);
    }
  }

  private load(): Record<string, ManifestChunk> | null {
    if (this.manifest === undefined) {
      try {
        this.manifest = JSON.parse(readFileSync(path.join(this.distDir, ".vite", "manifest.json"), "utf8"));
      } catch {
        this.manifest = null;
      }
    }
    return this.manifest ?? null;
  }
}
