// `npm run seed`: applies migrations and adds whatever of the demo catalogue is missing (safe to run again).
import { ConfigError, loadConfig } from "../config";
import { DataDirInUse } from "./data-dir-lock";
import { openDatabase } from "./database";
import { demoRefusedHere } from "./seed/catalogue-checks";
import { seedDemoCatalogue } from "./seed/seed";

try {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  await database.migrate();
  const refused = config.env === "production" ? await demoRefusedHere(database.db) : null;
  if (refused) {
    await database.close();
    console.error(`npm run seed refused in production: ${refused}.`);
    process.exit(1);
  }
  const report = await seedDemoCatalogue(database.db);
  console.log(
    `Demo catalogue: added ${report.categories} categories, ${report.subcategories} subcategories, ${report.products} products.`,
  );
  await database.close();
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof DataDirInUse ? error.message : error);
  process.exit(1);
}
