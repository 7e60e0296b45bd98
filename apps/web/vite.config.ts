// Vite builds the storefront into dist/, which the server serves, and the server's render of its pages
// (src/entry-server.tsx, `vite build --ssr`) into dist-ssr/, which the server imports; in development it forwards
// the API to the server.

import { fileURLToPath } from "node:url";
import preact from "@preact/preset-vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { lowPriorityScripts } from "./low-priority-scripts-plugin";
import { precompress } from "./precompress-plugin";
import { shopChunks } from "./shop-chunks";

// The storefront is written against React's API and runs on Preact (decision 022): 4 KB in the browser where
// react-dom is 63. Exact names only, so "react-router" and "react-hook-form" stay themselves.
const preactInPlaceOfReact = [
  { find: /^react$/, replacement: fileURLToPath(new URL("./react-on-preact.js", import.meta.url)) },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
];

export default defineConfig(({ isSsrBuild }) => ({
  // Preact's own Vite plugin: JSX for Preact, and hot reload (Prefresh) in development. Its React aliases are off:
  // ours below also supply what React Router imports by name.
  plugins: [preact({ reactAliasesEnabled: false }), tailwindcss(), lowPriorityScripts(), precompress()],
  resolve: { alias: preactInPlaceOfReact },
  // The server's render bundles its packages, so they too import Preact through the aliases above (Node would
  // otherwise load them, and React, from node_modules).
  ssr: { noExternal: true },
  // The server reads the manifest to preload each page's own chunks with the HTML (modules/seo).
  // The browser's files are cut by shop-chunks.ts: three for a catalogue page instead of two dozen small ones.
  build: isSsrBuild
    ? { outDir: "dist-ssr", copyPublicDir: false }
    : { manifest: true, rolldownOptions: { output: { codeSplitting: shopChunks() } } },
  server: {
    proxy: { "/api": "http://localhost:3000", "/media": "http://localhost:3000" },
  },
}));
