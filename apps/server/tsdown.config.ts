// Bundles the server (and the workspace's core package) into dist/main.js, the backup and restore commands into
// dist/backup.js and dist/restore.js, and the printer's worker into dist/pdf-worker.js (decision 063); npm packages
// stay external (but drizzle-orm). The demo package is never bundled: its imports
// become imports of its own build (@mayil/demo/built), which the shop loads only when the demo is asked for
// (docs/decisions/047-demo-package.md). India Post's PIN directory is worked out here once, into dist/pincodes.txt, so the
// built shop's first PIN lookup reads 2.2 MB of lines rather than parsing 30 MB of JSON (decision 060).
import { defineConfig } from "tsdown";
import { nodeBuild } from "../../tsdown.base.ts";
import { directoryLinesFromData, PACKED_DIRECTORY_FILE } from "./src/modules/pincodes/pincode-data.ts";

export default defineConfig({
  ...nodeBuild,
  // The printer's worker (decision 063) is an entry of its own: its threads load dist/pdf-worker.js by name.
  entry: {
    main: "src/main.ts",
    backup: "src/backup-cli.ts",
    restore: "src/restore-cli.ts",
    "pdf-worker": "src/modules/printing/pdf-worker.ts",
  },
  // The workspace's packages are TypeScript sources Node cannot load from node_modules: bundled in, but for the demo,
  // which the plugin below sends to its own build. drizzle-orm too: loaded from node_modules, Node read its 178 KB
  // package.json again for each of its files, 3.5 s and 270 MB at every start (decision 045).
  deps: { alwaysBundle: [/^@mayil\//, /^drizzle-orm/] },
  // The contract loads each feature's schemas lazily so the storefront fetches them only with the feature; the server
  // imports them at start on purpose (one bundle, loaded once), so a lazy load made eager here is expected, not a fault.
  checks: { ...nodeBuild.checks, ineffectiveDynamicImport: false },
  plugins: [
    {
      name: "the-demo-stays-outside",
      resolveId(source) {
        return source === "@mayil/demo" ? { id: "@mayil/demo/built", external: true } : null;
      },
    },
    {
      name: "the-pin-directory-worked-out",
      async generateBundle() {
        this.emitFile({ type: "asset", fileName: PACKED_DIRECTORY_FILE, source: await directoryLinesFromData() });
      },
    },
  ],
});
