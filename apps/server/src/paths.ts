// Finds the folders the server needs (migrations, the built web app) both from the sources and from dist/main.js.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));

function findUp(relative: string, marker: string): string {
  for (let dir = here; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, relative);
    if (existsSync(path.join(candidate, marker))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`Could not find ${relative} above ${here}`);
  }
}

export const migrationsFolder = findUp("drizzle", "meta/_journal.json");

/** Where `vite build` puts the storefront; it may not exist yet when only the API is wanted (tests). */
export const webDistFolder = path.join(path.dirname(findUp("apps/web", "package.json")), "web", "dist");

/** Where `vite build --ssr` puts the server's render of the storefront's pages (apps/web/src/entry-server.tsx). */
export const webRenderFolder = path.join(path.dirname(webDistFolder), "dist-ssr");
