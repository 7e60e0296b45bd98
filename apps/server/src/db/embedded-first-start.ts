// The embedded database's very first start, in a child process: creating a PGlite data folder runs PostgreSQL's
// initdb (a second WebAssembly program, compiled, with its own memory), which needs about 400 MB at its peak and
// left the shop's process about 130 MB larger for good (the memory allocator keeps what it freed; decision 041). Done
// by a short-lived child, all of it goes back to the system when the child exits, and the shop then opens the
// folder as it opens one it has used before.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// CommonJS source for `node -e`: the bundled server needs no separate file. Creating the PGlite instance runs initdb
// on the empty folder; closing it writes everything out.
const CHILD_SOURCE = `
const { PGlite } = require(process.argv[1]);
PGlite.create(process.argv[2])
  .then((db) => db.close())
  .catch((error) => {
    console.error(String((error && error.message) || error));
    process.exit(1);
  });
`;

/** True when `dataDir` holds no PostgreSQL data folder yet (PG_VERSION is the first file initdb writes). */
export function isNewDataFolder(dataDir: string): boolean {
  return !existsSync(path.join(dataDir, "PG_VERSION"));
}

/** Creates the PostgreSQL data folder `dataDir` in a child process; resolves once it is whole. */
export function createDataFolder(dataDir: string): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ["-e", CHILD_SOURCE, pglite, dataDir], { env: {} }, (error, _stdout, stderr) => {
      if (error) reject(new Error(`Creating the embedded database failed: ${stderr.trim() || error.message}`));
      else resolve();
    });
  });
}
