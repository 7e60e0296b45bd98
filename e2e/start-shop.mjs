// Starts the built shop for the browser tests on a fresh data folder (PORT comes from the Playwright config).
// Builds first when there is no build yet, so `npm test` works on a fresh clone.
import { execSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
if (
  !existsSync(path.join(root, "apps/server/dist/main.js")) ||
  !existsSync(path.join(root, "apps/web/dist/index.html"))
) {
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}
process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "mayil-e2e-"));
await import("../apps/server/dist/main.js");
