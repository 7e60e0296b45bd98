// Vite builds the storefront into dist/, which the server serves, and the server's render of its pages
// (src/entry-server.tsx, `vite build --ssr`) into dist-ssr/, which the server imports; in development it forwards
// the API to the server.

import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { deskPrecache } from "./desk-precache.ts";
import { iconImports } from "./icon-imports-plugin.ts";
import { lowPriorityScripts } from "./low-priority-scripts-plugin.ts";
import { messageCatalogues } from "./message-catalogues-plugin.ts";
import { precompress } from "./precompress-plugin.ts";
import { shippedPackages } from "./shipped-packages-plugin.ts";
import { shopChunks } from "./shop-chunks.ts";

export default defineConfig(({ isSsrBuild }) => ({
  // React 19 (decision 032): JSX for React, and Fast Refresh in development.
  plugins: [
    iconImports(),
    messageCatalogues(),
    react(),
    tailwindcss(),
    lowPriorityScripts(),
    precompress(),
    shippedPackages(),
    // The owner's desk's service worker (decision 054): src/desk-worker/sw.ts built as its own file,
    // dist/owner-sw.js, with the desk's files to precache. Registered by the desk's own chunk (scope /owner); no
    // manifest or registration goes into index.html, which every storefront page is made from.
    isSsrBuild
      ? null
      : VitePWA({
          strategies: "injectManifest",
          srcDir: "src/desk-worker",
          filename: "owner-sw.ts",
          injectRegister: false,
          manifest: false,
          includeManifestIcons: false,
          injectManifest: {
            // One classic script, as the desk registers it: the module format needs a bundler option Vite has
            // deprecated, and old Android browsers that cannot run a module worker run this one.
            rollupFormat: "iife",
            globPatterns: ["assets/*.{js,css,woff2}"],
            manifestTransforms: [deskPrecache(fileURLToPath(new URL("./dist", import.meta.url)))],
          },
        }),
  ],
  // The server's render bundles its packages (one file the server imports, React included) and is React's
  // production build: its development build checks every render and drew a page several times slower.
  ssr: { noExternal: true },
  // In the browser, Zod checks without compiled code (the Content-Security-Policy has no 'unsafe-eval'): see
  // packages/core/src/api/zod-in-the-browser.ts. Exactly "zod": the module itself imports "zod/v4".
  resolve: isSsrBuild
    ? undefined
    : {
        alias: [
          // @lingui/react's shim for Reacts before 18: React 19's own hook instead (src/lib/use-sync-external-store.ts).
          {
            find: /^use-sync-external-store\/shim$/,
            replacement: fileURLToPath(new URL("./src/lib/use-sync-external-store.ts", import.meta.url)),
          },
          {
            find: /^zod$/,
            replacement: fileURLToPath(new URL("../../packages/core/src/api/zod-in-the-browser.ts", import.meta.url)),
          },
        ],
      },
  define: isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : undefined,
  // The server reads the manifest to preload each page's own chunks with the HTML (modules/pages).
  // The browser's files are cut by shop-chunks.ts: three for a catalogue page instead of two dozen small ones.
  // The bundler's note that plugins took most of a build comes and goes with the machine's load, not a fault: off, as
  // CI fails a build that prints a warning (.ci/run).
  build: isSsrBuild
    ? { outDir: "dist-ssr", copyPublicDir: false, rolldownOptions: { checks: { bundlerTimings: false } } }
    : {
        manifest: true,
        rolldownOptions: { checks: { bundlerTimings: false }, output: { codeSplitting: shopChunks() } },
      },
  server: {
    proxy: { "/api": "http://localhost:3000", "/media": "http://localhost:3000" },
  },
}));
