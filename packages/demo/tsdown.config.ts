// Builds the demo into dist/index.js, the file a built shop loads when it is asked for the demo (the "./built"
// export): the shop's own build leaves it out. The core package is TypeScript source, so it is bundled in; npm
// packages (sharp, lru-cache) stay external.
import { defineConfig } from "tsdown";

export default defineConfig({
  entry: { index: "src/index.ts" },
  format: "esm",
  platform: "node",
  target: "node22",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  // index.js, as the package's "./built" export names it: not index.mjs.
  fixedExtension: false,
  dts: false,
  deps: { alwaysBundle: [/^@mayil\/core\//] },
});
