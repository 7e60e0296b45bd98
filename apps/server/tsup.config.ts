// Bundles the server (and the workspace's core package) into dist/main.js; npm packages stay external.
import { defineConfig } from "tsup";

export default defineConfig({
  entry: { main: "src/main.ts" },
  format: "esm",
  platform: "node",
  target: "node22",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  noExternal: [/^@mayil\//],
});
