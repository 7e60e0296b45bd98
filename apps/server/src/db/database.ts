// Opens the shop's PostgreSQL: embedded PGlite in the data folder by default, or a server given by DATABASE_URL.
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { type ExtractTablesWithRelations, sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { migrationsFolder } from "../paths";
import * as schema from "./all-tables";
import { lockDataDir } from "./data-dir-lock";
import { createDataFolder, isNewDataFolder } from "./embedded-first-start";

export type Schema = typeof schema;
/** The one database type the services use, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** A transaction handed to db.transaction()'s callback. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type DatabaseTarget =
  | { kind: "pglite"; dataDir: string } // "memory://" keeps it in memory (tests)
  | { kind: "postgres"; url: string };

export interface DatabaseHandle {
  kind: DatabaseTarget["kind"];
  db: Database;
  /** Applies the committed migrations that have not run yet (under the start-up lock, see startUpAlone). */
  migrate(): Promise<void>;
  /**
   * Runs the start-up work (migrations, the demo seed) while no other process of the shop runs its own: on a
   * PostgreSQL server under an advisory lock held by a connection of its own, and the migrations handed to `work`
   * run on that same connection; processes started together take turns, and each after the first finds the work
   * done. PGlite: the data folder's lock already keeps every other process out. `waiting` is called once if another
   * process holds the lock (so the start can say why it pauses).
   */
  startUpAlone<T>(work: (migrate: () => Promise<void>) => Promise<T>, waiting?: () => void): Promise<T>;
  /** True when a trivial query responses. */
  isReachable(): Promise<boolean>;
  /**
   * A PostgreSQL server only: a new connection of its own, outside the pool and not yet connected, for work that holds
   * a session (LISTEN). The caller connects it, handles its errors and ends it.
   */
  openDedicatedConnection?: (applicationName: string) => pg.Client;
  close(): Promise<void>;
}

export type DatabaseTimeouts = { [K in keyof typeof DATABASE_TIMEOUTS]: number };

export interface OpenDatabaseOptions {
  /** Bulk jobs (benchmark catalogues of 100,000 products) may wait longer than a shopper's request; 0 means none. */
  timeouts?: Partial<DatabaseTimeouts>;
  /** A PostgreSQL server: at most this many connections in this process's pool (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /**
   * PGlite only: starts from this dump of a data folder (PGlite's dumpDataDir) instead of an empty database. The API
   * tests load one migrated once per run, which is much cheaper than creating and migrating a database per test file.
   */
  initialData?: Blob;
  /**
   * A PostgreSQL server: how the pool's connections name themselves in pg_stat_activity. The shop's own processes
   * keep the default (shopConnectionName), which is how a restore finds a shop still connected; a command that is
   * not a shop (backup, restore) names itself otherwise.
   */
  applicationName?: string;
}

/** The start of every shop process's connection names, e.g. "mayil-shop pid 4242". */
export const SHOP_CONNECTION_PREFIX = "mayil-shop";

/** This process's name on its pool's connections: the pid says which process to stop. */
export const shopConnectionName = () => `${SHOP_CONNECTION_PREFIX} pid ${process.pid}`;

/** The pool's size when DATABASE_POOL_SIZE is not set. */
export const DEFAULT_POOL_SIZE = 10;

/**
 * PostgreSQL settings of the embedded database (decision 041). PGlite's shared memory is allocated and zeroed inside
 * its WebAssembly memory at start, so every megabyte of shared_buffers is resident for as long as the shop runs, and
 * WebAssembly memory is never given back: the default 128 MB made PGlite alone about 160 MB of the shop at rest.
 * 16 MB holds a small shop's hot pages; the rest are read through the system's file cache, as PGlite's data folder
 * is an ordinary folder. The shop measured 135 MB smaller at rest with the same budgets met
 * (docs/benchmarks.md, Memory).
 */
export const EMBEDDED_SETTINGS = ["shared_buffers=16MB"];

export async function openDatabase(target: DatabaseTarget, options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (target.kind === "pglite") {
    let release = async () => {};
    if (!target.dataDir.startsWith("memory://")) {
      mkdirSync(target.dataDir, { recursive: true });
      release = await lockDataDir(target.dataDir);
      // A new folder is created by a child process, which gives initdb's memory back when it exits.
      if (isNewDataFolder(target.dataDir)) {
        await createDataFolder(target.dataDir).catch(async (error: unknown) => {
          await release();
          throw error;
        });
      }
    }
    const client = await PGlite.create(target.dataDir, {
      ...(options.initialData ? { loadDataDir: options.initialData } : {}),
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS.flatMap((setting) => ["-c", setting])],
    }).catch(async (error: unknown) => {
      await release();
      throw error;
    });
    const db = drizzlePglite({ client, schema });
    const migrate = () => migratePglite(db, { migrationsFolder });
    return {
      kind: "pglite",
      db,
      migrate,
      startUpAlone: (work) => work(migrate),
      isReachable: () => ping(db),
      close: async () => {
        await client.close();
        await release();
      },
    };
  }
  const pool = openPool(
    target.url,
    { ...DATABASE_TIMEOUTS, ...options.timeouts },
    options.poolSize,
    options.applicationName ?? shopConnectionName(),
  );
  const db = drizzleNodePg({ client: pool, schema });
  const startUpAlone: DatabaseHandle["startUpAlone"] = (work, waiting) => underStartUpLock(target.url, work, waiting);
  return {
    kind: "postgres",
    db,
    migrate: () => startUpAlone((migrate) => migrate()),
    startUpAlone,
    isReachable: () => ping(db),
    openDedicatedConnection: (applicationName) =>
      openDedicatedConnection(target.url, applicationName, { ...DATABASE_TIMEOUTS, ...options.timeouts }),
    close: () => pool.end(),
  };
}

/**
 * How long the shop waits on PostgreSQL before telling the shopper it is unavailable (docs/decisions/007): every
 * request that needs the database responds within about three seconds, even when the server is unreachable.
 */
export const DATABASE_TIMEOUTS = {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: 2500,
  /** The server cancels a statement (SQLSTATE 57014) and the connection stays usable. */
  statementMs: 2500,
  /** The client gives up on a response that never comes (a network partition); the connection is then closed. */
  queryMs: 3000,
  /** The server ends a transaction whose client went quiet, releasing its row locks on stock. */
  idleInTransactionMs: 5000,
  /** TCP keepalive probes start after this long without traffic, so a dead peer is noticed by the kernel too. */
  keepAliveDelayMs: 10_000,
} as const;

const noop = () => {};

/**
 * A pool that survives losing any connection: idle or checked out, a broken client is dropped and the next request
 * opens a new one. Each failure reaches the request that was running as a rejected query instead.
 */
function openPool(url: string, timeouts: DatabaseTimeouts, size: number | undefined, applicationName: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    application_name: applicationName,
    max: size ?? DEFAULT_POOL_SIZE,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: timeouts.keepAliveDelayMs,
    // The shop prepares only statements whose best plan does not depend on their values (products by ids, a page of
    // the whole catalogue), so each is planned once per connection. PostgreSQL's default planned the list's page
    // afresh at every execution, its LIMIT and OFFSET parameters making the one plan look dearer than it is
    // (decision 024). JIT compiling is off: it pays off for long analytic queries, not a shop's, and a year's sales
    // report planned with its dates spent 5.6 s compiling and running against 1.0 s without it (decision 057).
    // A DATABASE_URL's own `options` replace these.
    options: "-c plan_cache_mode=force_generic_plan -c jit=off",
  });
  // pg-pool only listens for errors on idle clients: an error event on a checked-out one (57P01 when the server
  // ends the backend, a reset socket) would be unhandled and end the process.
  pool.on("error", noop);
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on("acquire", (client) => checkedOut.add(client));
  pool.on("release", (_error, client) => checkedOut.delete(client));
  pool.on("connect", (client) => {
    client.on("error", noop);
    hangUpOnTimeout(client);
    // drizzle's transaction() never releases the client when BEGIN itself fails, and releases without the error
    // otherwise: a closed connection gives its slot back here, or the pool would run dry after a few faults.
    client.on("end", () => {
      if (!checkedOut.has(client)) return;
      const release = client.release;
      client.release = noop;
      release(new Error("connection closed while checked out"));
    });
  });
  return pool;
}

/**
 * After pg's query_timeout the query is still running on the connection and every later query would queue behind
 * it (a ROLLBACK too): close the connection at once, which fails what is queued and makes the pool discard it.
 */
function hangUpOnTimeout(client: pg.PoolClient): void {
  const hangUp = (error: unknown) => {
    if (error instanceof Error && error.message === "Query read timeout") client.end().catch(noop);
  };
  // pg's query() has many overloads; it is wrapped without changing what it takes or returns.
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const watched = (...args: unknown[]): unknown => {
    const last = args.at(-1);
    if (typeof last === "function") {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        hangUp(error);
        (last as (error: unknown, result: unknown) => void)(error, result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.catch(hangUp);
    return result;
  };
  client.query = watched as typeof client.query;
}

/** Same limits as the pool's connections, so a dead server is noticed on this connection as quickly. */
function openDedicatedConnection(url: string, applicationName: string, timeouts: DatabaseTimeouts): pg.Client {
  return new pg.Client({
    connectionString: url,
    // Names the connection in pg_stat_activity, for whoever looks at the server (and for the tests).
    application_name: applicationName,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: timeouts.keepAliveDelayMs,
  });
}

/**
 * The advisory lock the shop's processes take turns on at start (any fixed 64-bit number no other program on the
 * database uses; advisory locks are per database, so shops on other databases of the server do not wait on it).
 */
export const START_UP_LOCK = 7_316_424_617_069_611n;

/**
 * drizzle's migrator takes no lock: processes started together on a fresh database each ran the migrations, and one
 * died on `CREATE EXTENSION IF NOT EXISTS pg_trgm` (two creations racing on pg_extension's unique key). Here one
 * process holds a session-level advisory lock while it migrates (and seeds); the others wait on the lock, then find
 * nothing left to do. The lock is held by the same connection the migrations run on, untimed since migrations may
 * legitimately run longer than a request may wait; if the process dies, PostgreSQL ends its session and the lock
 * with it. (Session-level: through PgBouncer this connection must be in session mode, docs/deploy.md.)
 */
async function underStartUpLock<T>(
  url: string,
  work: (migrate: () => Promise<void>) => Promise<T>,
  waiting?: () => void,
): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: `${shopConnectionName()} start-up` });
  client.on("error", noop);
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [
      START_UP_LOCK.toString(),
    ]);
    if (!rows[0]?.locked) {
      waiting?.();
      await client.query("select pg_advisory_lock($1)", [START_UP_LOCK.toString()]);
    }
    const result = await work(() => migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder }));
    await client.query("select pg_advisory_unlock($1)", [START_UP_LOCK.toString()]);
    return result;
  } finally {
    // Ending the session also releases the lock if the work failed before unlocking it.
    await client.end().catch(noop);
  }
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
