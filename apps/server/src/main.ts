// Starts the shop: reads the configuration, prepares the database, listens on PORT, and shuts down cleanly.
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { DataDirInUse } from "./db/data-dir-lock";
import { closeOnSignals } from "./shutdown";
import { prepareDatabase, StartupRefused, step } from "./startup";

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

  const started = performance.now();
  // Plain lines, not log records: whoever ran `npm start` reads them to know what the shop is doing.
  const say = (message: string) => console.log(message);
  const database = await prepareDatabase(config, say);
  const app = await step(say, "Starting the web server", () => buildApp({ config, database }));

  closeOnSignals({
    app,
    database,
    deadlineMs: config.shutdownDeadlineMs,
    drainMs: config.shutdownDrainMs,
    say,
    exit: (code) => process.exit(code),
  });

  await app.listen({ host: config.host, port: config.port });
  const where = config.database.kind === "postgres" ? "PostgreSQL server" : `embedded, in ${config.database.dataDir}`;
  say(`${config.shop.name} is open at ${config.publicUrl} (ready in ${seconds(started)} s; database: ${where})`);

  if (config.seedDemoCatalogue) {
    // After listening, not before: the shop answers at once, and a picture asked for meanwhile is drawn on demand.
    const drawing = performance.now();
    app
      .prepareDemoArt()
      .then(({ pictures, copies }) => {
        if (pictures + copies > 0) {
          say(`Demo photos ready: ${pictures} pictures and ${copies} smaller copies drawn in ${seconds(drawing)} s`);
        }
      })
      .catch((error: unknown) => app.log.error({ err: error }, "The demo photos could not be drawn ahead"));
  }
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

main().catch((error: unknown) => {
  console.error(error instanceof DataDirInUse || error instanceof StartupRefused ? error.message : error);
  process.exit(1);
});
