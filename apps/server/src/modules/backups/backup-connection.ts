// The few things a backup or a restore asks of the database, on either engine: rows, COPY out and COPY in, and one
// consistent view of everything (a REPEATABLE READ transaction on a PostgreSQL server; on PGlite, its one connection
// held for the moment the tables are read).
import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { PGlite, Transaction as PGliteTransaction } from "@electric-sql/pglite";
import pg from "pg";
import { from as copyFrom, to as copyTo } from "pg-copy-streams";
import type { DatabaseHandle, DatabaseTarget } from "../../db/database";

export interface BackupConnection {
  rows<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** `copy … to stdout` of one table or query, whole (tables are small next to the photos, which are read apart). */
  copyOut(copyStatement: string): Promise<Buffer>;
  /** `copy … from stdin` of COPY text. */
  copyIn(copyStatement: string, data: Uint8Array): Promise<void>;
}

/** The PGlite instance under the shop's handle (drizzle keeps it as $client). */
export function pgliteOf(handle: DatabaseHandle): PGlite {
  return (handle.db as unknown as { $client: PGlite }).$client;
}

type PGliteQueries = Pick<PGliteTransaction, "query">;

function pgliteConnection(client: PGliteQueries): BackupConnection {
  return {
    rows: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
    async copyOut(copyStatement) {
      const result = await client.query(copyStatement.replace(/\bto stdout$/i, "to '/dev/blob'"));
      return Buffer.from(await (result.blob ?? new Blob([])).arrayBuffer());
    },
    async copyIn(copyStatement, data) {
      await client.query(copyStatement.replace(/\bfrom stdin$/i, "from '/dev/blob'"), [], {
        blob: new Blob([data as Uint8Array<ArrayBuffer>]),
      });
    },
  };
}

function serverConnection(client: pg.Client): BackupConnection {
  return {
    rows: async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as unknown as T[],
    async copyOut(copyStatement) {
      const chunks: Buffer[] = [];
      await pipeline(
        client.query(copyTo(copyStatement)),
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
        }),
      );
      return Buffer.concat(chunks);
    },
    async copyIn(copyStatement, data) {
      await pipeline(Readable.from([Buffer.from(data)]), client.query(copyFrom(copyStatement)));
    },
  };
}

/** A connection of its own to the PostgreSQL server, with no statement time limit: a backup may take minutes. */
export async function openServerClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, application_name: "mayil backup" });
  client.on("error", () => {}); // a lost connection fails the running query, which the caller reports
  await client.connect();
  return client;
}

/**
 * Runs `read` in one consistent view of the database. On a PostgreSQL server: a REPEATABLE READ, READ ONLY
 * transaction on a connection of its own, so the shop goes on serving while it runs. On PGlite: the engine's one
 * connection in a transaction, so the shop's own queries wait until `read` is done (keep it short).
 */
export async function inOneView<T>(
  target: DatabaseTarget,
  handle: DatabaseHandle,
  read: (connection: BackupConnection) => Promise<T>,
): Promise<T> {
  if (target.kind === "pglite") {
    return pgliteOf(handle).transaction(async (tx) => {
      await tx.query("set transaction read only");
      return read(pgliteConnection(tx));
    });
  }
  const client = await openServerClient(target.url);
  try {
    await client.query("begin isolation level repeatable read read only");
    const result = await read(serverConnection(client));
    await client.query("commit");
    return result;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Plain queries outside any view: PGlite's connection as the shop uses it. */
export function pgliteQueries(handle: DatabaseHandle): BackupConnection {
  return pgliteConnection(pgliteOf(handle));
}

/** Runs `write` in one transaction on the target database (a restore: all or nothing). */
export async function inOneTransaction<T>(
  target: DatabaseTarget,
  handle: DatabaseHandle,
  write: (connection: BackupConnection) => Promise<T>,
): Promise<T> {
  if (target.kind === "pglite") return pgliteOf(handle).transaction((tx) => write(pgliteConnection(tx)));
  const client = await openServerClient(target.url);
  try {
    await client.query("begin");
    try {
      const result = await write(serverConnection(client));
      await client.query("commit");
      return result;
    } catch (error) {
      await client.query("rollback").catch(() => {});
      throw error;
    }
  } finally {
    await client.end().catch(() => {});
  }
}
