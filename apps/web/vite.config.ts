// Vite builds the storefront into dist/, which the server serves, and the server's render of its pages
// (src/entry-server.tsx, `vite build --ssr`) into dist-ssr/, which the server imports; in development it forwards
// the API to the server.
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./precompress-plugin";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompress()],
  // The server reads the manifest to preload each page's own chunks with the HTML (modules/seo).
  build: isSsrBuild ? { outDir: "dist-ssr", copyPublicDir: false } : { manifest: true },
  server: {
    proxy: { "/api": "http://localhost:3000", "/media": "http://localhost:3000" },
  },
}));
