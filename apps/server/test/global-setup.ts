// Before the API tests: the built storefront (apps/web/dist and its server render, dist-ssr) that the tests of
// server-drawn pages serve. Built here when missing, so `npm test` works on a fresh clone; CI has built it already.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { webDistFolder, webRenderFolder } from "../src/paths";

export default function ensureStorefrontBuilt() {
  if (existsSync(path.join(webDistFolder, "index.html")) && existsSync(path.join(webRenderFolder, "entry-server.js")))
    return;
  execSync("npm run build -w @mayil/web", { cwd: path.resolve(webDistFolder, "../../.."), stdio: "inherit" });
}
