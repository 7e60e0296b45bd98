// Restores a backup file into an empty embedded folder or an empty PostgreSQL database that no shop is using: looks at
// the target first, then checks the whole file, builds the tables with the migrations the backup was taken at, loads
// every row and photo in one transaction, then brings the tables up to this version of the shop and counts them.
import { rename } from "node:fs/promises";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { type DatabaseHandle, type DatabaseTarget, openDatabase } from "../../db/database";
import { isNewDataFolder } from "../../db/embedded-first-start";
import { type BackupConnection, inOneTransaction, openServerClient, pgliteQueries } from "./backup-connection";
import {
  type BackupCounts,
  type BackupManifest,
  MANIFEST_ENTRY,
  PHOTO_BYTES_COLUMN,
  PHOTOS_TABLE,
} from "./backup-manifest";
import { checkBackup, inWholeRows, readEntries, rulesOf, wholeEntry } from "./backup-reader";
import { takeBackup } from "./backup-writer";
import { refuseIfHeld } from "./folder-in-use";
import { migrationsUpTo } from "./migration-journal";
import { describeConnectedShops, shopsConnected } from "./shops-connected";

/** The restore was not done, and nothing was changed; the message says why and what to do. */
export class RestoreRefused extends Error {}

export interface RestoreOptions {
  /** Replace a database that already holds something (PGlite: its folder is moved aside; a server: saved first). */
  force?: boolean;
  /** Where what a forced restore replaces on a PostgreSQL server is saved first. */
  backupFolder: string;
  timeZone: string;
  shopVersion: string;
  say?: (line: string) => void;
}

export interface RestoreReport {
  manifest: BackupManifest;
  /** What the restored database holds, counted after the restore. */
  counts: BackupCounts;
  /** Where the replaced contents went (--force), if there were any. */
  setAside: string | null;
}

export async function restoreBackup(
  file: string,
  target: DatabaseTarget,
  options: RestoreOptions,
): Promise<RestoreReport> {
  const say = options.say ?? (() => {});
  // What is there is looked at before a byte of the file is read: a restore that cannot go ahead says so at once,
  // whatever the file holds.
  if (target.kind === "pglite") refuseIfHeld(target.dataDir, "nothing can be restored into it");
  else await refuseIfShopsConnected(target.url);
  // A new embedded folder is created by opening it: not before the file is known to be whole.
  const fresh = target.kind === "pglite" && isNewDataFolder(target.dataDir);
  let database = fresh ? null : await openDatabase(target, { applicationName: RESTORE_CONNECTION_NAME });
  try {
    const there = database ? await whatIsThere(target, database) : null;
    if (there && !options.force) {
      throw new RestoreRefused(
        `${describeTarget(target)} is not empty: it holds ${there}. Nothing was changed. To replace it, run the restore again with --force${target.kind === "pglite" ? " (the folder is moved aside, not deleted)" : " (what is there is backed up first)"}.`,
      );
    }
    say(`Checking ${file}…`);
    const manifest = await checkBackup(file);
    const { counts } = manifest;
    say(
      `  whole and unaltered: taken ${manifest.takenAt} from the ${manifest.database.engine === "pglite" ? "embedded database" : "PostgreSQL server"}, ${describeCounts(counts)}`,
    );
    const migrations = await migrationsUpTo(manifest.migration.count, manifest.migration.createdAt);
    if (!migrations) {
      throw new RestoreRefused(
        `This backup was taken by a newer version of the shop (its tables are at migration ${manifest.migration.count}, ${manifest.migration.tag}). Update the shop, then restore.`,
      );
    }
    try {
      let setAside: string | null = null;
      if (there && database && target.kind === "pglite") {
        await database.close();
        database = null;
        setAside = `${target.dataDir}-before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
        await rename(target.dataDir, setAside);
        say(`Moved what was there (${there}) aside to ${setAside}`);
      } else if (there && database && target.kind === "postgres") {
        const saved = await takeBackup({ target, database }, { folder: options.backupFolder, ...options });
        setAside = saved.path;
        say(`Backed up what was there (${there}) to ${saved.path}`);
        // A shop started while the file was checked and saved would lose what it takes from here on.
        await refuseIfShopsConnected(target.url);
        await emptyServerDatabase(target.url);
      }
      database ??= await openDatabase(target, { applicationName: RESTORE_CONNECTION_NAME });
      say(`Building the tables as they were (migration ${manifest.migration.count}, ${manifest.migration.tag})…`);
      await migrateTo(target, database, migrations.folder);
      say("Loading the rows and photos…");
      await load(file, manifest, target, database);
      say("Bringing the tables up to this version of the shop…");
      await database.migrate();
      const restored = await countWhatIsThere(target, database);
      for (const key of ["orders", "products", "ledgerRows", "photoFiles"] as const) {
        if (restored[key] !== counts[key]) {
          throw new Error(`The restore loaded ${restored[key]} ${key} where the backup holds ${counts[key]}`);
        }
      }
      return { manifest, counts: restored, setAside };
    } finally {
      await migrations.remove();
    }
  } finally {
    await database?.close().catch(() => {});
  }
}

/** The restore's own connections, named apart from a shop's so it does not count itself as a shop running. */
const RESTORE_CONNECTION_NAME = `mayil restore pid ${process.pid}`;

async function refuseIfShopsConnected(url: string): Promise<void> {
  const shops = await shopsConnected(url);
  if (shops.length > 0) throw new RestoreRefused(describeConnectedShops(shops));
}

export function describeCounts(counts: BackupCounts): string {
  return `${counts.orders} orders, ${counts.products} products, ${counts.ledgerRows} stock ledger rows, ${counts.photos} photos`;
}

const describeTarget = (target: DatabaseTarget) =>
  target.kind === "pglite" ? `The embedded database in ${target.dataDir}` : "The PostgreSQL database in DATABASE_URL";

/** What a database holds, in words, or null when it holds no table of any kind (fresh). */
async function whatIsThere(target: DatabaseTarget, database: DatabaseHandle): Promise<string | null> {
  const connection = await queriesOf(target, database);
  try {
    const tables = await connection.rows<{ schema: string; name: string }>(
      `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p', 'v', 'm') order by 1, 2`,
    );
    if (tables.length === 0) return null;
    if (tables.some((t) => t.schema === "public" && t.name === "orders")) {
      return `a shop with ${describeCounts(await countWith(connection))}`;
    }
    const names = tables.map((t) => t.name);
    return `${names.length} tables (${names.slice(0, 5).join(", ")}${names.length > 5 ? ", …" : ""})`;
  } finally {
    await connection.end();
  }
}

async function countWhatIsThere(target: DatabaseTarget, database: DatabaseHandle): Promise<BackupCounts> {
  const connection = await queriesOf(target, database);
  try {
    return await countWith(connection);
  } finally {
    await connection.end();
  }
}

async function countWith(connection: BackupConnection): Promise<BackupCounts> {
  const [row] = await connection.rows<Record<keyof BackupCounts, string>>(
    `select (select count(*) from orders)::text as "orders",
            (select count(*) from products)::text as "products",
            (select count(*) from stock_movements)::text as "ledgerRows",
            (select count(*) from media_blobs where key !~ '-w[0-9]+[.]')::text as "photos",
            (select count(*) from media_blobs)::text as "photoFiles"`,
  );
  return {
    orders: Number(row?.orders),
    products: Number(row?.products),
    ledgerRows: Number(row?.ledgerRows),
    photos: Number(row?.photos),
    photoFiles: Number(row?.photoFiles),
  };
}

async function queriesOf(
  target: DatabaseTarget,
  database: DatabaseHandle,
): Promise<BackupConnection & { end(): Promise<void> }> {
  if (target.kind === "pglite") return { ...pgliteQueries(database), end: async () => {} };
  const client = await openServerClient(target.url);
  return {
    rows: async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[],
    copyOut: () => Promise.reject(new Error("not used")),
    copyIn: () => Promise.reject(new Error("not used")),
    end: () => client.end(),
  };
}

async function emptyServerDatabase(url: string): Promise<void> {
  const client = await openServerClient(url);
  try {
    await client.query("begin");
    await client.query("drop schema if exists drizzle cascade");
    await client.query("drop schema if exists public cascade");
    await client.query("create schema public");
    await client.query("commit");
  } finally {
    await client.end().catch(() => {});
  }
}

async function migrateTo(target: DatabaseTarget, database: DatabaseHandle, migrationsFolder: string): Promise<void> {
  if (target.kind === "pglite") {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const client = await openServerClient(target.url);
  try {
    await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
  } finally {
    await client.end().catch(() => {});
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every table's rows, then every photo's bytes into its row, then the counters: all in one transaction. */
async function load(
  file: string,
  manifest: BackupManifest,
  target: DatabaseTarget,
  database: DatabaseHandle,
): Promise<void> {
  const tables = new Map(manifest.tables.map((table) => [table.entry, table]));
  const photos = new Map(manifest.photos.map((photo) => [photo.entry, photo]));
  await inOneTransaction(target, database, async (connection) => {
    // The migrations put in rows of their own (the shop's common spellings): the backup's rows replace them. Cascade:
    // a table left out of backups (the kept invoice PDFs) refers to one in it, and PostgreSQL truncates neither
    // alone; here, in a database just built, it is empty.
    await connection.rows(`truncate ${manifest.tables.map((table) => quoted(table.name)).join(", ")} cascade`);
    let photoColumns: string[] = [];
    // Each entry is read through its size and checksum from the manifest (the file was checked whole, but it could
    // have changed since); a table is loaded in slices of whole rows, so no entry is ever held whole.
    await readEntries(file, rulesOf(file, manifest), async (name, chunks) => {
      const table = tables.get(name);
      if (table) {
        let into = quoted(table.name);
        if (table.name === PHOTOS_TABLE) {
          // Its rows wait in a table of their own until each photo's bytes come.
          photoColumns = table.columns;
          await connection.rows(
            `create temporary table restored_photos on commit drop as select ${table.columns.map(quoted).join(", ")} from ${PHOTOS_TABLE} with no data`,
          );
          into = "restored_photos";
        }
        for await (const slice of inWholeRows(chunks)) {
          await connection.copyIn(`copy ${into} (${table.columns.map(quoted).join(", ")}) from stdin`, slice);
        }
        return;
      }
      const photo = photos.get(name);
      if (photo) {
        const columns = photoColumns.map(quoted).join(", ");
        await connection.rows(
          `insert into ${PHOTOS_TABLE} (${columns}, ${PHOTO_BYTES_COLUMN}) select ${columns}, $2::bytea from restored_photos where key = $1`,
          [photo.key, await wholeEntry(chunks)],
        );
        return;
      }
      if (name !== MANIFEST_ENTRY) throw new Error(`unexpected entry ${name}`);
    });
    for (const sequence of manifest.sequences) {
      if (sequence.lastValue === null) continue;
      await connection.rows("select setval($1::regclass, $2::bigint, true)", [
        `public.${quoted(sequence.name)}`,
        sequence.lastValue,
      ]);
    }
  });
}
