// Vite builds the storefront into dist/, which the server serves; in development it forwards the API to it.
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { "/api": "http://localhost:3000", "/media": "http://localhost:3000" },
  },
});
