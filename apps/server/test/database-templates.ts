// The migrated database every API test starts from, made once per test run (global-setup.ts) instead of once per
// test file: on PGlite a dump of a migrated data folder that each shop loads, on a PostgreSQL server a template
// database each throwaway database is created from. Starting an empty PGlite (initdb inside WebAssembly) and
// migrating and seeding it took about 1.5 s of a busy core per shop, loading the dump about 0.3 s (decision 052).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import "vitest";
import { type DatabaseHandle, openDatabase } from "../src/db/database";
import { seedDemoCatalogue } from "../src/db/seed/seed";
import { testDatabaseUrl } from "./test-env";
import { createThrowawayDatabase } from "./throwaway-database";

/** Each the same database twice: only migrated, and migrated with the demo catalogue seeded. */
interface Pair {
  migrated: string;
  seeded: string;
}

export interface DatabaseTemplates {
  /** Files holding PGlite's dumps of its data folder. */
  pglite: Pair;
  /** Names of template databases on the TEST_DATABASE_URL server, when it is set. */
  postgres?: Pair;
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates | null;
  }
}

/** Makes the templates; the returned function removes them at the end of the run. */
export async function makeDatabaseTemplates(): Promise<{ templates: DatabaseTemplates; remove(): Promise<void> }> {
  const folder = mkdtempSync(path.join(os.tmpdir(), "mayil-test-templates-"));
  const pglite = { migrated: path.join(folder, "migrated.tar"), seeded: path.join(folder, "seeded.tar") };
  const database = await openDatabase({ kind: "pglite", dataDir: "memory://" });
  try {
    await database.migrate();
    writeFileSync(pglite.migrated, await dumpOf(database));
    await seedDemoCatalogue(database.db);
    writeFileSync(pglite.seeded, await dumpOf(database));
  } finally {
    await database.close();
  }
  const made: DatabaseTemplates = { pglite };
  const dropped: (() => Promise<void>)[] = [];
  if (testDatabaseUrl) {
    // Names of this run's own: other runs on the same server have templates of their own migrations.
    const migrated = await createThrowawayDatabase("postgres");
    dropped.push(migrated.drop);
    const seeded = await createThrowawayDatabase("postgres");
    dropped.push(seeded.drop);
    for (const [throwaway, seed] of [
      [migrated, false],
      [seeded, true],
    ] as const) {
      if (throwaway.target.kind !== "postgres") throw new Error("not a PostgreSQL database");
      const handle = await openDatabase(throwaway.target);
      try {
        await handle.migrate();
        if (seed) await seedDemoCatalogue(handle.db);
      } finally {
        // A template must have no connections while a database is created from it.
        await handle.close();
      }
    }
    made.postgres = { migrated: databaseName(migrated.target), seeded: databaseName(seeded.target) };
  }
  return {
    templates: made,
    async remove() {
      for (const drop of dropped) await drop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** A PGlite dump file read for one shop. */
export const pgliteDump = (file: string) => new Blob([readFileSync(file)]);

async function dumpOf(database: DatabaseHandle): Promise<Buffer> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer());
}

function databaseName(target: { kind: string; url?: string }): string {
  return new URL(target.url ?? "").pathname.slice(1);
}
