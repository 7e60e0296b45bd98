// Starts the shop: reads the configuration, prepares the database, listens on PORT, and shuts down cleanly.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import { collectWhenQuiet } from "./collect-when-quiet";
import { ConfigError, loadConfig } from "./config";
import { DataDirInUse } from "./db/data-dir-lock";
import { DemoPictures, type PreparedDemoArt } from "./modules/media";
import { closeOnSignals } from "./shutdown";
import { prepareDatabase, StartupRefused, step } from "./startup";

async function main(): Promise<void> {
  if (process.argv[2] === RENDER_DEMO_ART) {
    // The child renderDemoArtInAChild starts: renders, says what it made, exits. Its stdin is a pipe from the shop, which
    // ends when the shop's process does, however it ends (a kill -9 included): then the child stops too.
    process.stdin.once("end", () => process.exit(0)).resume();
    const made = await new DemoPictures(process.argv[3] ?? "").prepareAll();
    process.stdout.write(`${JSON.stringify(made)}\n`, () => process.exit(0));
    return;
  }
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
  const logStream = await terminalLog(config.env);
  const app = await step(say, "Starting the web server", () => buildApp({ config, database, logStream }));

  closeOnSignals({
    app,
    database,
    deadlineMs: config.shutdownDeadlineMs,
    drainMs: config.shutdownDrainMs,
    say,
    exit: (code) => process.exit(code),
  });

  await app.listen({ host: config.host, port: config.port });
  collectWhenQuiet(app.server);
  const where = config.database.kind === "postgres" ? "PostgreSQL server" : `embedded, in ${config.database.dataDir}`;
  say(`${config.shop.name} is open at ${config.publicUrl} (ready in ${seconds(started)} s; database: ${where})`);

  if (config.seedDemoCatalogue) {
    // After listening, not before: the shop responds at once, and a picture asked for meanwhile is rendered on demand.
    const rendering = performance.now();
    renderDemoArtInAChild(config.mediaDir)
      .then(({ pictures, copies }) => {
        if (pictures + copies > 0) {
          say(
            `Demo photos ready: ${pictures} pictures and ${copies} smaller copies rendered in ${seconds(rendering)} s`,
          );
        }
      })
      .catch((error: unknown) => app.log.error({ err: error }, "The demo photos could not be rendered ahead"));
  }
}

/**
 * While developing in a terminal, the log as short lines a person reads ("04:52:10 INFO GET /products 200 12 ms")
 * under the start-up steps; anywhere else (production, a service's journal, a test reading the output) JSON lines,
 * one record each, for machines. pino-pretty is loaded only then.
 */
async function terminalLog(env: string): Promise<NodeJS.WritableStream | undefined> {
  if (env !== "development" || !process.stdout.isTTY) return undefined;
  const { default: pretty } = await import("pino-pretty");
  return pretty({
    singleLine: true,
    translateTime: "SYS:HH:MM:ss",
    ignore: "pid,hostname,reqId,req,res,responseTime",
  });
}

const RENDER_DEMO_ART = "--render-demo-art";

/**
 * Renders the demo photos and their smaller copies into `mediaDir` in a child process: this same program started again
 * (with the same Node options but the inspector's, so `npm run dev` works too). Rendering a thousand WebP files through sharp left the
 * shop's own process about 180 MB larger for good, memory its allocator had freed and kept (decision 041); a child's
 * all goes back to the system when it exits. The files are written whole under their final names, so the shop serves
 * them from disk as the child makes them, and one asked for first is rendered by the shop itself, as before.
 */
function renderDemoArtInAChild(mediaDir: string): Promise<PreparedDemoArt> {
  // This module's own file, not process.argv[1]: the browser tests start the shop by importing it from theirs.
  const script = fileURLToPath(import.meta.url);
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [...process.execArgv.filter((option) => !option.startsWith("--inspect")), script, RENDER_DEMO_ART, mediaDir],
      { maxBuffer: 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(stderr.trim() || error.message));
        else resolve(JSON.parse(stdout.trim().split("\n").pop() ?? "{}") as PreparedDemoArt);
      },
    );
    // A shop that stops (SIGTERM, a failed start) stops its rendering at once rather than leave it writing files.
    process.once("exit", () => child.kill());
  });
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

main().catch((error: unknown) => {
  console.error(error instanceof DataDirInUse || error instanceof StartupRefused ? error.message : error);
  process.exit(1);
});
