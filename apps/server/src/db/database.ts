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
import * as accountSchema from "./account-schema";
import { lockDataDir } from "./data-dir-lock";
import * as catalogueSchema from "./schema";
import * as shoppingSchema from "./shopping-schema";

const schema = { ...catalogueSchema, ...accountSchema, ...shoppingSchema };

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
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  /** True when a trivial query answers. */
  isReachable(): Promise<boolean>;
  close(): Promise<void>;
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "pglite") {
    let release = async () => {};
    if (!target.dataDir.startsWith("memory://")) {
      mkdirSync(target.dataDir, { recursive: true });
      release = await lockDataDir(target.dataDir);
    }
    const client = await PGlite.create(target.dataDir, { extensions: { pg_trgm } }).catch(async (error: unknown) => {
      await release();
      throw error;
    });
    const db = drizzlePglite({ client, schema });
    return {
      kind: "pglite",
      db,
      migrate: () => migratePglite(db, { migrationsFolder }),
      isReachable: () => ping(db),
      close: async () => {
        await client.close();
        await release();
      },
    };
  }
  const pool = new pg.Pool({ connectionString: target.url, max: 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  const db = drizzleNodePg({ client: pool, schema });
  return {
    kind: "postgres",
    db,
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    isReachable: () => ping(db),
    close: () => pool.end(),
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
