// Bundles the server (and the workspace's core package) into dist/main.js, and the backup and restore commands into
// dist/backup.js and dist/restore.js; npm packages stay external.
import { defineConfig } from "tsup";

export default defineConfig({
  entry: { main: "src/main.ts", backup: "src/backup-cli.ts", restore: "src/restore-cli.ts" },
  format: "esm",
  platform: "node",
  target: "node22",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  noExternal: [/^@mayil\//],
});
