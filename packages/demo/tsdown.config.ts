// Builds the demo into dist/index.js, the file a built shop loads when it is asked for the demo (the "./built"
// export): the shop's own build leaves it out. The core package is TypeScript source, so it is bundled in; npm
// packages (sharp, lru-cache) stay external.
import { defineConfig } from "tsdown";
import { nodeBuild } from "../../tsdown.base.ts";

export default defineConfig({
  ...nodeBuild,
  entry: { index: "src/index.ts" },
  deps: { alwaysBundle: [/^@mayil\/core\//] },
});
