// The ledger begins with the stock a shop already has: migrating a shop that has products and colours in stock (from
// before the ledger existed) writes one opening row for each of them and none for what is sold out, so the ledger adds
// up from the first day. (A freshly seeded shop is checked in stock-adjustments.test.ts.)
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../src/db/database";
import { migrationsFolder } from "../../src/paths";
import { databaseKinds } from "../test-app";
import { createThrowawayDatabase } from "../throwaway-database";
import { expectLedgerAddsUp } from "./ledger-invariant";

const LEDGER_MIGRATION = "0007_owner_catalogue";

/** A copy of the migrations folder that ends just before the ledger's migration. */
function migrationsBeforeLedger(): { folder: string; remove(): void } {
  const folder = mkdtempSync(path.join(os.tmpdir(), "mayil-migrations-"));
  mkdirSync(path.join(folder, "meta"));
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: { idx: number; tag: string }[];
  };
  const stop = journal.entries.findIndex((entry) => entry.tag === LEDGER_MIGRATION);
  if (stop < 0) throw new Error(`no ${LEDGER_MIGRATION} in the journal`);
  const entries = journal.entries.slice(0, stop);
  for (const entry of entries)
    copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

async function rows<T>(db: Database, query: string): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe.each(databaseKinds)("the ledger's opening rows on migration (%s)", (kind) => {
  it("a shop with stock before the ledger gets one opening row per product and colour in stock", {
    timeout: 120_000,
  }, async () => {
    const throwaway = await createThrowawayDatabase(kind);
    const database = await openDatabase(throwaway.target);
    const before = migrationsBeforeLedger();
    try {
      const migrateTo = (folder: string) =>
        database.kind === "pglite"
          ? migratePglite(database.db as Parameters<typeof migratePglite>[0], { migrationsFolder: folder })
          : migrateNodePg(database.db as Parameters<typeof migrateNodePg>[0], { migrationsFolder: folder });
      await migrateTo(before.folder);
      const db = database.db;
      // The shop as it stood: two plain pieces (one sold out) and one in two colours (one sold out), as SQL of that
      // time wrote them (the app's own inserts know columns the old tables do not have yet).
      await db.execute(`insert into categories (name, slug) values ('Earrings', 'earrings')`);
      await db.execute(`insert into products (name, slug, price, stock, category_id) values
        ('Temple Jhumka', 'temple-jhumka', 499, 7, 1),
        ('Kemp Stud', 'kemp-stud', 199, 0, 1),
        ('Bangle Set', 'bangle-set', 899, 0, 1)`);
      await db.execute(`insert into product_variants (product_id, color_name, color_code, price, stock) values
        (3, 'Ruby Red', '#b0122b', 899, 4), (3, 'Emerald', '#1f7a4d', 899, 0)`);

      await database.migrate();

      const opening = await rows<{
        product_id: number;
        variant_id: number | null;
        change: number;
        stock_after: number;
      }>(
        db,
        `select product_id, variant_id, change, stock_after from stock_movements where reason = 'opening' order by id`,
      );
      expect(opening).toEqual([
        { product_id: 1, variant_id: null, change: 7, stock_after: 7 },
        { product_id: 3, variant_id: 1, change: 4, stock_after: 4 },
      ]);
      expect(await expectLedgerAddsUp(database)).toEqual({ items: 5, movements: 2 });
    } finally {
      before.remove();
      await database.close();
      await throwaway.drop();
    }
  });
});
