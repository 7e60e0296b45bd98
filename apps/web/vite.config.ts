// Vite builds the storefront into dist/, which the server serves; in development it forwards the API to it.
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./precompress-plugin";

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  // The server reads the manifest to preload each page's own chunks with the HTML (modules/seo).
  build: { manifest: true },
  server: {
    proxy: { "/api": "http://localhost:3000", "/media": "http://localhost:3000" },
  },
});
