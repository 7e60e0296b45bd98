// What every workspace package's tsdown build shares (apps/server and packages/demo): an ES module for Node 22 in
// dist/, with source maps. Each package's tsdown.config.ts adds its own entries and what it bundles in.
import type { UserConfig } from "tsdown";

export const nodeBuild = {
  format: "esm",
  platform: "node",
  target: "node22",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  // main.js and index.js, as `npm start`, the systemd unit, the tests and the demo's "./built" export name them (the
  // packages are ES modules): not .mjs.
  fixedExtension: false,
  // Types are the typecheck's job (npm run typecheck): these are an app and its demo, not libraries to import.
  dts: false,
  // The bundler's note that plugins took most of a build comes and goes with the machine's load: not a fault in the
  // build, and CI fails a build that prints a warning (.ci/run).
  checks: { bundlerTimings: false },
} satisfies UserConfig;
