// Starts the built shop for the browser tests (PORT, DATA_DIR and the rest come from the Playwright config, or the
// web benchmark).
// Builds first when there is no build yet, so `npm test` works on a fresh clone.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
if (
  !existsSync(path.join(root, "apps/server/dist/main.js")) ||
  !existsSync(path.join(root, "apps/web/dist/index.html")) ||
  !existsSync(path.join(root, "apps/web/dist-ssr/entry-server.js"))
) {
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}
await import("../apps/server/dist/main.js");
