// Gets a database ready for the shop: migrations applied, demo catalogue seeded into an empty one.
import { sql } from "drizzle-orm";
import type { Config } from "./config";
import { type DatabaseHandle, openDatabase } from "./db/database";
import { isCatalogueEmpty, seedDemoCatalogue } from "./db/seed/seed";

export async function prepareDatabase(config: Config, log: (message: string) => void): Promise<DatabaseHandle> {
  const database = await openDatabase(config.database);
  await database.migrate();
  if (config.seedDemoCatalogue && (await isCatalogueEmpty(database.db))) {
    const report = await seedDemoCatalogue(database.db);
    log(
      `Seeded the demo catalogue: ${report.categories} categories, ${report.subcategories} subcategories, ${report.products} products.`,
    );
  }
  if (database.kind === "pglite") {
    // PGlite has no autovacuum: refresh planner statistics at each start so searches keep using their indexes.
    await database.db.execute(sql`vacuum analyze`);
  }
  return database;
}
