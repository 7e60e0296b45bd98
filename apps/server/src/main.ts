// Starts the shop: reads the configuration, prepares the database, listens on PORT, and shuts down cleanly.
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { DataDirInUse } from "./db/data-dir-lock";
import { prepareDatabase } from "./startup";

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await prepareDatabase(config, (message) => console.log(message));
  const app = await buildApp({ config, database });

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    `${config.shop.name} is open at ${config.publicUrl} (database: ${config.database.kind === "postgres" ? "PostgreSQL server" : `embedded, in ${config.database.dataDir}`})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof DataDirInUse ? error.message : error);
  process.exit(1);
});
