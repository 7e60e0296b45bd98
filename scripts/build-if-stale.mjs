// Builds the storefront and the server again when a source file changed after their last build, so the tests that
// run the built shop (the browser tests, and the API tests of server-rendered pages and of whole server processes)
// always test the code as it is, not an older build. Used by e2e/start-shop.mjs and apps/server/test/global-setup.ts.
// Plain JavaScript, so Node runs it without a compile step (start-shop.mjs); its types are in build-if-stale.d.mts.
//
// Why not build every time: a full build takes ~25 s on a quiet two-core machine (more under load), and `npm test`
// would then build twice (vitest, then Playwright) and CI, which builds once before its tests, three times. Comparing
// modification times costs a few milliseconds.
import { execSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Folders that never hold sources of a build: installed packages, build output, data, test output. */
const NOT_SOURCES = new Set(["node_modules", "dist", "dist-ssr", "data", "test-results", "playwright-report"]);

/** Test files do not go into a build: editing one does not make the build old. */
const TEST_FILE = /\.(test|spec)\.tsx?$/;

/**
 * The builds: what each is made from (files or folders, relative to the repository) and the files it writes.
 * The shared packages (packages/*) go into the storefront and the server; so does the lock file (a different
 * library version).
 */
const builds = [
  {
    // The demo's own build, which the built server loads when the demo is asked for (it is not bundled into it).
    name: "the demo package",
    command: "npm run build -w @mayil/demo",
    sources: ["packages/demo", "packages/core", "tsdown.base.ts", "package-lock.json"],
    outputs: ["packages/demo/dist/index.js"],
  },
  {
    name: "the storefront",
    command: "npm run build -w @mayil/web",
    sources: ["apps/web", "packages", "package-lock.json"],
    outputs: ["apps/web/dist/index.html", "apps/web/dist-ssr/entry-server.js"],
  },
  {
    name: "the server",
    command: "npm run build -w @mayil/server",
    sources: [
      "apps/server/src",
      "apps/server/package.json",
      "apps/server/tsdown.config.ts",
      "tsdown.base.ts",
      "packages",
      "package-lock.json",
    ],
    outputs: ["apps/server/dist/main.js", "apps/server/dist/backup.js", "apps/server/dist/restore.js"],
  },
];

/** Modification time of a file in milliseconds, or undefined when it does not exist. */
function modifiedAt(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/** The first source file (absolute path) changed after `builtAt`, or undefined when none was. */
function changedSince(entry, builtAt) {
  let stats;
  try {
    stats = statSync(entry);
  } catch {
    return undefined;
  }
  if (!stats.isDirectory()) return stats.mtimeMs > builtAt && !TEST_FILE.test(entry) ? entry : undefined;
  for (const child of readdirSync(entry, { withFileTypes: true })) {
    if (child.isDirectory() && NOT_SOURCES.has(child.name)) continue;
    const changed = changedSince(path.join(entry, child.name), builtAt);
    if (changed) return changed;
  }
  return undefined;
}

/**
 * Why each build is out of date ("apps/web/src/app.tsx changed after the last build", "no build yet"), or an empty
 * list when all are current.
 */
export function staleBuilds() {
  const stale = [];
  for (const build of builds) {
    const times = build.outputs.map((output) => modifiedAt(path.join(root, output)));
    if (times.some((time) => time === undefined)) {
      stale.push({ build, why: "there is no build yet" });
      continue;
    }
    const builtAt = Math.min(...times);
    for (const source of build.sources) {
      const changed = changedSince(path.join(root, source), builtAt);
      if (changed) {
        stale.push({ build, why: `${path.relative(root, changed)} changed after the last build` });
        break;
      }
    }
  }
  return stale;
}

/** Builds whichever of the demo, the storefront and the server is out of date, saying why; nothing when all are current. */
export function buildIfStale() {
  for (const { build, why } of staleBuilds()) {
    console.log(`Building ${build.name} before the tests: ${why}.`);
    // Built as `npm run build` in a shell builds it: the test runners set NODE_ENV=test, and a storefront built
    // under it renders with React's development JSX, which its production server render does not have.
    // biome-ignore lint/style/noProcessEnv: the build gets the caller's environment, less the test runner's NODE_ENV.
    const { NODE_ENV: _testRunnersOwn, ...env } = process.env;
    execSync(build.command, { cwd: root, stdio: "inherit", env });
  }
}
