// Three processes of the built shop started at the same moment on a fresh PostgreSQL database (as a busy shop's
// servers come up together after an update): one migrates and seeds while the others wait on the start-up lock,
// all three become ready, the migrations ran once (drizzle's own table holds each once), the demo catalogue was
// seeded once, and no process logged an error. Before the lock, one of three died on `CREATE EXTENSION pg_trgm`.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { demoCatalogue } from "@mayil/demo";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "../../src/paths";
import { freePort } from "../test-app";
import { testDatabaseUrl } from "../test-env";
import { createThrowawayDatabase, type ThrowawayDatabase } from "../throwaway-database";
import { errorLines, requireBuiltShop, type ShopProcess, shopProcess } from "./shop-process";

describe.runIf(testDatabaseUrl)("three processes started at once on a fresh PostgreSQL database", () => {
  let database: ThrowawayDatabase | undefined;
  const processes: ShopProcess[] = [];
  const dataDirs: string[] = [];
  afterAll(async () => {
    await Promise.all(processes.map((shop) => shop.stop("SIGKILL")));
    await database?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it("all become ready, the migrations ran once, the demo was seeded once, no error logged", {
    timeout: 240_000,
  }, async () => {
    requireBuiltShop();
    database = await createThrowawayDatabase("postgres");
    if (database.target.kind !== "postgres") throw new Error("not PostgreSQL");
    const url = database.target.url;
    for (const name of ["first", "second", "third"]) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), `mayil-together-${name}-`));
      dataDirs.push(dataDir);
      processes.push(
        shopProcess(name, await freePort(), {
          NODE_ENV: "test",
          LOG_LEVEL: "info",
          DATABASE_URL: url,
          DATA_DIR: dataDir,
          AUTH_SECRET: "a-secret-the-three-processes-share-0123456789",
        }),
      );
    }

    await Promise.all(processes.map((shop) => shop.start()));

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
        entries: unknown[];
      };
      const applied = await client.query<{ rows: number; hashes: number }>(
        "select count(*)::int as rows, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations",
      );
      expect(applied.rows[0]).toEqual({ rows: journal.entries.length, hashes: journal.entries.length });
      const products = await client.query<{ n: number }>("select count(*)::int as n from products");
      const demoProducts = demoCatalogue.flatMap((c) => c.subcategories).flatMap((s) => s.products).length;
      expect(products.rows[0]?.n).toBe(demoProducts);
    } finally {
      await client.end();
    }
    const said = processes.map((shop) => shop.output());
    expect(said.filter((output) => /^Seeding the demo catalogue/m.test(output))).toHaveLength(1);
    for (const [index, output] of said.entries()) {
      expect(errorLines(output), `${processes[index]?.name}'s log`).toEqual([]);
      expect(output).toMatch(/^Mayil Jewels is open at /m);
    }

    // And they stop as cleanly as they started.
    expect(await Promise.all(processes.map((shop) => shop.stop("SIGTERM")))).toEqual([0, 0, 0]);
    for (const shop of processes) expect(shop.output()).toMatch(/^Closed cleanly$/m);
  });
});
