// The tables the modules declare (modules/*/*-tables.ts, decision 078) are exactly what the committed migrations
// build: drizzle-kit, run over a copy of apps/server/drizzle, finds nothing to write. A table changed without its
// migration, or a tables file drizzle.config.ts no longer reads, fails here instead of at the next `db:generate`.
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const server = path.resolve(import.meta.dirname, "../..");
const copy = mkdtempSync(path.join(os.tmpdir(), "mayil-migrations-"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe("the modules' tables and the migrations", () => {
  it("need no new migration", async () => {
    const migrations = path.join(copy, "drizzle");
    cpSync(path.join(server, "drizzle"), migrations, { recursive: true });
    const before = readdirSync(migrations).sort();
    // The shop's own configuration, with the migrations folder pointed at the copy (drizzle-kit reads `out` from
    // the folder it runs in).
    const config = path.join(copy, "drizzle.config.ts");
    writeFileSync(
      config,
      `import shop from ${JSON.stringify(path.join(server, "drizzle.config.ts"))};\nexport default { ...shop, out: ${JSON.stringify(path.relative(server, migrations))} };\n`,
    );
    const { stdout, stderr } = await run(
      path.join(server, "../../node_modules/.bin/drizzle-kit"),
      ["generate", "--config", config],
      {
        cwd: server,
      },
    );
    expect(`${stdout}${stderr}`).toContain("No schema changes");
    expect(readdirSync(migrations).sort()).toEqual(before);
  }, 120_000);
});
