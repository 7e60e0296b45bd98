// Builds the real app on a fresh database for API tests: PGlite in memory always, a PostgreSQL server when
// TEST_DATABASE_URL is set (each test file gets its own throwaway database on that server).
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, inject } from "vitest";
import { buildApp, type ShopApp } from "../src/app";
import { loadConfig } from "../src/config";
import { type DatabaseHandle, type DatabaseTarget, type DatabaseTimeouts, openDatabase } from "../src/db/database";
import { seedDemoCatalogue } from "../src/db/seed/seed";
import type { BackupClock } from "../src/modules/backups/daily-schedule";
import { type DatabaseTemplates, pgliteDump } from "./database-templates";
import { ordersRefundedBeyondPaid, staleOrderFigures } from "./order-figures-check";
import { testDatabaseUrl, vitestWorker } from "./test-env";
import { createThrowawayDatabase } from "./throwaway-database";

export type DatabaseKind = DatabaseTarget["kind"];

/** The engines every API test runs on. */
export const databaseKinds: DatabaseKind[] = testDatabaseUrl ? ["pglite", "postgres"] : ["pglite"];

export interface TestShop {
  app: ShopApp;
  /** The listening shop, e.g. http://127.0.0.1:41234: tests talk to it over real HTTP. */
  url: string;
  /** GET a path of the shop and read its JSON body. */
  get<T = unknown>(pathAndQuery: string, init?: RequestInit): Promise<{ status: number; headers: Headers; body: T }>;
  database: DatabaseHandle;
  /** Where the database is, so a second process of the same shop can open it too (`twinOf`). */
  databaseTarget: DatabaseTarget;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestShopOptions {
  seed?: boolean;
  env?: Record<string, string>;
  webDistDir?: string;
  /** The server's render of the storefront's pages (apps/web/dist-ssr); without it the browser renders every page. */
  webRenderDir?: string;
  logStream?: NodeJS.WritableStream;
  /**
   * Makes this a second server process of that shop, as behind a load balancer: the same database (a PostgreSQL
   * server; in-memory PGlite cannot be shared), the same public address, data folder and signing secret, so a
   * shopper's token works on both. Nothing is migrated, seeded or removed by the twin.
   */
  twinOf?: TestShop;
  /** Rewrites the PostgreSQL server's URL the shop connects to, e.g. to go through a test's fault-injecting proxy. */
  databaseUrl?: (url: string) => string;
  /** Overrides the shopper-request database timeouts, for a test that loads thousands of rows in one statement. */
  databaseTimeouts?: Partial<DatabaseTimeouts>;
  /**
   * Opens this database as it is (a restored backup): nothing is migrated, seeded or dropped. A PGlite folder's
   * data folder is its parent, as DATA_DIR's pgdata is.
   */
  existing?: DatabaseTarget;
  /** Applies the daily backups' own clock (tests of the schedule). */
  backupClock?: BackupClock;
}

/**
 * Each Vitest worker hands out ports from a block of its own, above the range Linux gives outgoing connections and
 * `listen(0)` (32768–60999): a port found free is only free until someone binds it, and with ports from `listen(0)`
 * two workers' shops were once given the same one, so a test talked to another file's shop (deploy/caddy.test.ts
 * saw the demo catalogue where its own empty shop should be). Outside a Vitest worker (the benchmarks), `listen(0)`.
 */
const PORT_BLOCK = 1000;
const FIRST_BLOCKED_PORT = 61_000;
/** Where this file starts looking in its worker's block: the file before it in the worker may still hold some. */
let nextInBlock = Math.floor(Math.random() * PORT_BLOCK);

/** Binds the port (0: one Linux picks) and lets it go at once: the port bound, or null where someone holds it. */
function bindAndRelease(port: number): Promise<number | null> {
  const probe = createServer();
  return new Promise((resolve) => {
    probe.once("error", () => resolve(null));
    probe.listen(port, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : null));
    });
  });
}

/** A port nobody is listening on now: the shop must know its own address (the sign-in issuer) before it listens. */
export async function freePort(): Promise<number> {
  if (vitestWorker >= 1 && FIRST_BLOCKED_PORT + vitestWorker * PORT_BLOCK <= 65_535) {
    for (let tries = 0; tries < PORT_BLOCK; tries++) {
      const port = FIRST_BLOCKED_PORT + (vitestWorker - 1) * PORT_BLOCK + (nextInBlock++ % PORT_BLOCK);
      if ((await bindAndRelease(port)) !== null) return port;
    }
    throw new Error(`no free port in Vitest worker ${vitestWorker}'s block`);
  }
  const port = await bindAndRelease(0);
  if (port === null) throw new Error("no port");
  return port;
}

/** This run's migrated databases (global-setup.ts), or undefined outside such a Vitest run (the benchmarks). */
function databaseTemplates(): DatabaseTemplates | undefined {
  try {
    return inject("databaseTemplates") ?? undefined;
  } catch {
    return undefined;
  }
}

/** A migrated (and by default seeded) database with the app built on it; close() removes everything. */
export async function startTestShop(kind: DatabaseKind, options: TestShopOptions = {}): Promise<TestShop> {
  const twin = options.twinOf;
  if (twin && twin.databaseTarget.kind !== "postgres") throw new Error("only a PostgreSQL database can be shared");
  const existing = options.existing;
  // A new database starts as a copy of one migrated (and seeded) once for the whole run (database-templates.ts).
  const templates = twin || existing ? undefined : databaseTemplates();
  const template = options.seed === false ? "migrated" : "seeded";
  const throwaway = twin
    ? { target: twin.databaseTarget, drop: async () => {} }
    : existing
      ? { target: existing, drop: async () => {} }
      : await createThrowawayDatabase(kind, testDatabaseUrl, { template: templates?.postgres?.[template] });
  const copied = kind === "pglite" ? templates?.pglite[template] : templates?.postgres?.[template];
  const dataDir = twin
    ? twin.dataDir
    : existing?.kind === "pglite"
      ? path.dirname(existing.dataDir)
      : mkdtempSync(path.join(os.tmpdir(), "mayil-test-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: twin ? twin.url : url,
    CATALOGUE_CACHE_SECONDS: "0",
    // Many sign-ins from one address in a test run; the rate-limit test sets its own.
    AUTH_RATE_LIMIT_PER_MINUTE: "10000",
    // Tests place many orders and change carts quickly as one shopper; the tests of these limits set their own.
    ORDER_RATE_LIMIT_PER_MINUTE: "10000",
    CART_RATE_LIMIT_PER_MINUTE: "10000",
    WISHLIST_RATE_LIMIT_PER_MINUTE: "10000",
    PDF_RATE_LIMIT_PER_MINUTE: "10000",
    MAX_OPEN_ORDERS: "10000",
    // Tests order whole stocks as one shopper; the tests of the hold share (decision 038) set the default, 50.
    ORDER_HOLD_SHARE_PERCENT: "100",
    ...options.env,
  });
  const target =
    throwaway.target.kind === "postgres" && options.databaseUrl
      ? { ...throwaway.target, url: options.databaseUrl(throwaway.target.url) }
      : throwaway.target;
  const database = await openDatabase(target, {
    timeouts: options.databaseTimeouts ?? {},
    ...(copied && kind === "pglite" ? { initialData: pgliteDump(copied) } : {}),
  });
  if (!twin && !existing && !copied) {
    await database.migrate();
    if (options.seed !== false) await seedDemoCatalogue(database.db);
  }
  const app = await buildApp({
    config,
    database,
    webDistDir: options.webDistDir ?? path.join(dataDir, "no-web-build"),
    webRenderDir: options.webRenderDir ?? null,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.backupClock ? { backupClock: options.backupClock } : {}),
    databaseTarget: target,
  });
  await app.listen({ host: "127.0.0.1", port });
  // A test may close the shop's database itself (to see the shop with its database gone): there is nothing to check
  // then. Any other error of the closing check fails the file.
  let closedByTest = false;
  const closeDatabase = database.close.bind(database);
  database.close = async () => {
    closedByTest = true;
    await closeDatabase();
  };
  return {
    app,
    url,
    async get<T>(pathAndQuery: string, init?: RequestInit) {
      const response = await fetch(url + pathAndQuery, init);
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as T };
    },
    database,
    databaseTarget: throwaway.target,
    dataDir,
    async close() {
      await app.close();
      // Whatever the file tested, every order it wrote keeps its figures (decision 059), a restored backup's
      // included. A database shared with another process is checked by the shop that made it.
      const stale = twin || closedByTest ? [] : await staleOrderFigures(database.db);
      // And money adds up: no order has more refunded than paid, whichever writes raced.
      const overRefunded = twin || closedByTest ? [] : await ordersRefundedBeyondPaid(database.db);
      await closeDatabase().catch(() => {}); // a test may have closed it already
      await throwaway.drop();
      if (!twin && existing?.kind !== "pglite") rmSync(dataDir, { recursive: true, force: true });
      if (stale.length > 0) throw new Error(`order figures out of step with their orders:\n${stale.join("\n")}`);
      if (overRefunded.length > 0) throw new Error(`orders refunded more than paid:\n${overRefunded.join("\n")}`);
    },
  };
}

/** A raw HTTP GET: the path is sent exactly as written and headers such as Content-Encoding are seen as sent. */
export function rawGet(url: string, headers: Record<string, string> = {}) {
  return rawRequest(url, { headers });
}

/** A raw HTTP request of any method: the path (with "../", "%00" and the like) reaches the server as written. */
export function rawRequest(
  url: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    bytes: number;
    body: string;
  }>((resolve, reject) => {
    const { origin } = new URL(url);
    const sent = request(origin, { method, path: url.slice(origin.length), headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const body = res.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: raw.length, body: body.toString() });
      });
    });
    sent.on("error", reject).end(body);
  });
}

/**
 * Starts a shop before the tests of the enclosing describe block and closes it after them. The returned object
 * stands for that shop once it has started (reading it earlier is a mistake in the test and throws).
 */
export function useTestShop(kind: DatabaseKind, options: TestShopOptions = {}): TestShop {
  let current: TestShop | undefined;
  beforeAll(async () => {
    current = await startTestShop(kind, options);
  });
  afterAll(() => current?.close());
  return new Proxy({} as TestShop, {
    get(_target, key: keyof TestShop) {
      if (!current) throw new Error("The test shop is used before it has started");
      return current[key];
    },
  });
}
