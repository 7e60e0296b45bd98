// What the HTTP benchmarks share: a throwaway database on either engine, and the shop's server in its own process.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { type DatabaseHandle, type DatabaseTarget, openDatabase } from "../apps/server/src/db/database";
import { seedDemoCatalogue } from "../apps/server/src/db/seed/seed";
import { createThrowawayDatabase } from "../apps/server/test/throwaway-database";
import { BROWSER_ENCODINGS, benchPostgresUrl, serverProcessEnv, skipPglite, skipPostgres } from "./bench-env";
import { generateProducts } from "./generate-catalogue";

export type BenchKind = "pglite" | "postgres";

/** The engines to run on: both, or only one with BENCH_SKIP_POSTGRES=1 or BENCH_SKIP_PGLITE=1. */
export const benchKinds: BenchKind[] = (["pglite", "postgres"] as const).filter((kind) =>
  kind === "pglite" ? !skipPglite : !skipPostgres,
);

export interface BenchDatabase {
  /** The server's environment for this database (DATA_DIR, PORT and DATABASE_URL when on a server). */
  env: Record<string, string>;
  target: DatabaseTarget;
  cleanup(): Promise<void>;
}

/** Limits far above a benchmark's load: one bench shopper places hundreds of orders a minute, the shop allows 10. */
export const ROOMY_LIMITS = {
  AUTH_RATE_LIMIT_PER_MINUTE: "100000",
  ORDER_RATE_LIMIT_PER_MINUTE: "100000",
  CART_RATE_LIMIT_PER_MINUTE: "100000",
  WISHLIST_RATE_LIMIT_PER_MINUTE: "100000",
  MAX_OPEN_ORDERS: "100000",
  // One bench shopper's many orders would soon hold her share of a piece (decision 038).
  ORDER_HOLD_SHARE_PERCENT: "100",
};

/** A migrated database filled by `fill`, closed again so that the server process can open it. */
export async function prepareBenchDatabase(
  kind: BenchKind,
  port: number,
  fill: (database: DatabaseHandle) => Promise<void>,
): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "mayil-bench-"));
  // The server process opens the PGlite folder itself, so an in-memory database will not do here.
  const throwaway =
    kind === "pglite"
      ? { target: { kind, dataDir: path.join(dataDir, "pgdata") } as const, drop: async () => {} }
      : await createThrowawayDatabase(kind, benchPostgresUrl);
  // Filling is bulk work (100,000 orders in one statement), not a shopper's request: no statement timeout.
  const database = await openDatabase(throwaway.target, { timeouts: { statementMs: 0, queryMs: 0 } });
  await database.migrate();
  await fill(database);
  await database.close();
  const env: Record<string, string> = { DATA_DIR: dataDir, PORT: String(port), SEED_DEMO_CATALOGUE: "false" };
  if (throwaway.target.kind === "postgres") env.DATABASE_URL = throwaway.target.url;
  return {
    env,
    target: throwaway.target,
    cleanup: async () => {
      await throwaway.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The API benchmarks' catalogue: the demo plus `products` generated ones, served in production mode (which needs the
 * sign-in settings these benchmarks never use).
 */
export async function prepareCatalogueBench(kind: BenchKind, port: number, products: number): Promise<BenchDatabase> {
  const prepared = await prepareBenchDatabase(kind, port, async (database) => {
    await seedDemoCatalogue(database.db);
    await generateProducts(database.db, products);
  });
  const production = {
    NODE_ENV: "production",
    GOOGLE_CLIENT_ID: "bench",
    GOOGLE_CLIENT_SECRET: "bench",
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  return { ...prepared, env: { ...prepared.env, ...production } };
}

/** Starts bench/bench-server.ts with the given environment (and Node options such as --cpu-prof); resolves once it
 * listens. */
export function startBenchServer(env: Record<string, string>, nodeOptions: string[] = []): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeOptions, "--import", "tsx", "bench/bench-server.ts"], {
      env: serverProcessEnv({ ...env, LOG_LEVEL: "warn" }),
      stdio: ["ignore", "pipe", "inherit"],
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().startsWith("ready")) resolve(child);
    });
    child.on("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

export async function stopBenchServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return; // already gone (a fault probe may kill it)
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
}

/** `seconds` of 50 connections asking a bench server on `port` for `paths` in turn, as a browser asks (brotli). */
export function loadEndpoints(port: number, paths: string[], seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: 50,
    duration: seconds,
    headers: BROWSER_ENCODINGS,
    requests: paths.map((p) => ({ method: "GET", path: p })),
  });
}
