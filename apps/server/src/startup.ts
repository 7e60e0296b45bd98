// Gets a database ready for the shop: migrations applied, demo catalogue seeded into an empty one. Says what it is
// doing as it goes, so a first start that takes a few seconds never looks stuck.
import { sql } from "drizzle-orm";
import type { Config } from "./config";
import { type DatabaseHandle, openDatabase } from "./db/database";
import { demoRefusedHere, isCatalogueEmpty } from "./db/seed/catalogue-checks";

export type StartupLog = (message: string) => void;

/** A start refused for a reason the owner must fix; main prints its one line and stops. */
export class StartupRefused extends Error {}

/** Runs one step of the start, saying what it does first and how long it took after. */
export async function step<T>(log: StartupLog, doing: string, run: () => Promise<T>, done?: (result: T) => string) {
  log(`${doing}…`);
  const started = performance.now();
  const result = await run();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(`  ${done ? done(result) : "done"} (${seconds} s)`);
  return result;
}

export async function prepareDatabase(config: Config, log: StartupLog): Promise<DatabaseHandle> {
  const target = config.database;
  const database = await step(log, describeOpening(target), () =>
    openDatabase(target, { poolSize: config.databasePoolSize }),
  );
  // Migrating and seeding under one lock: several processes started together on a fresh database migrate once and
  // seed once (the seed checks for an empty catalogue, which two processes at once would both see).
  const waiting = () => log("Another process of the shop is preparing the database: waiting for it…");
  await database
    .startUpAlone(async (migrate) => {
      await step(log, "Applying database migrations", migrate);
      if (config.env === "production" && config.seedDemoCatalogue) {
        const refused = await demoRefusedHere(database.db);
        if (refused) throw new StartupRefused(`SEED_DEMO_CATALOGUE=true refused: ${refused}; remove the setting`);
      }
      if (config.seedDemoCatalogue && (await isCatalogueEmpty(database.db))) {
        await step(
          log,
          "Seeding the demo catalogue into the empty database",
          // Imported here, not above: the seed loads the demo package, which a shop without the demo never needs.
          async () => (await import("./db/seed/seed")).seedDemoCatalogue(database.db),
          (report) =>
            `${report.categories} categories, ${report.subcategories} subcategories, ${report.products} products`,
        );
      }
    }, waiting)
    .catch(async (error: unknown) => {
      await database.close().catch(() => {});
      throw error;
    });
  if (database.kind === "pglite") {
    // PGlite has no autovacuum: refresh planner statistics at each start so searches keep using their indexes.
    await step(log, "Refreshing the search statistics", () => database.db.execute(sql`vacuum analyze`));
  }
  return database;
}

function describeOpening(target: Config["database"]): string {
  return target.kind === "postgres"
    ? "Connecting to the PostgreSQL server"
    : `Opening the embedded database in ${target.dataDir}`;
}
