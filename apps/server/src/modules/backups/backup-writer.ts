// Takes a backup of the shop's database into one file (backup-manifest.ts says what is in it), while the shop serves.
// The rows of every table are read in one consistent view; the photos' bytes are read after, in small batches, which
// is as good: what is stored under a photo's key never changes (decision 013), and a photo deleted meanwhile makes the
// backup start again.
import { createWriteStream } from "node:fs";
import { mkdir, open, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { getTableName } from "drizzle-orm";
import { pack as tarPack } from "tar-stream";
import { backups, invoicePdfs } from "../../db/all-tables";
import type { DatabaseHandle, DatabaseTarget } from "../../db/database";
import { type BackupConnection, inOneView, pgliteQueries } from "./backup-connection";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupCounts,
  type BackupManifest,
  backupFileName,
  checksumOf,
  copyRows,
  MANIFEST_ENTRY,
  PHOTO_BYTES_COLUMN,
  PHOTOS_TABLE,
  photoEntry,
  sha256,
  tableEntry,
} from "./backup-manifest";
import { migrationTag } from "./migration-journal";

/**
 * Tables that are not the shop's business: the backups' own history stays with the machine that took them; the kept
 * invoice PDFs are made again from their documents, the same papers, on the first download after a restore (a
 * table is read whole here, and a year of PDFs is tens of megabytes; decision 063).
 */
const NOT_BACKED_UP = new Set<string>([getTableName(backups), getTableName(invoicePdfs)]);

/** Photos read per query: a bounded amount of memory whatever the shop's photos add up to. */
const PHOTO_BATCH_BYTES = 8 * 1024 * 1024;

export interface TakenBackup {
  fileName: string;
  path: string;
  sizeBytes: number;
  manifest: BackupManifest;
}

export interface BackupTarget {
  target: DatabaseTarget;
  database: DatabaseHandle;
}

export interface TakeBackupOptions {
  folder: string;
  timeZone: string;
  shopVersion: string;
  now?: () => Date;
}

/** Raised when the database cannot be backed up by this version of the shop (not migrated, or by a newer one). */
export class BackupRefused extends Error {}

class PhotoGoneMeanwhile extends Error {}

export async function takeBackup({ target, database }: BackupTarget, options: TakeBackupOptions): Promise<TakenBackup> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await writeBackupFile(target, database, options);
    } catch (error) {
      // The owner deleted a photo between the tables' view and its bytes being read: read everything again.
      if (!(error instanceof PhotoGoneMeanwhile) || attempt === 3) throw error;
    }
  }
}

interface TablePlan {
  name: string;
  columns: string[];
  /** Tables it refers to (foreign keys): loaded before it. */
  parents: string[];
}

async function writeBackupFile(
  target: DatabaseTarget,
  database: DatabaseHandle,
  { folder, timeZone, shopVersion, now = () => new Date() }: TakeBackupOptions,
): Promise<TakenBackup> {
  await mkdir(folder, { recursive: true });
  const takenAt = now();
  const fileName = await freeName(folder, backupFileName(takenAt, timeZone));
  const finalPath = path.join(folder, fileName);
  const partialPath = path.join(folder, `.${fileName}.partial`);

  const pack = tarPack();
  const written = pipeline(pack, createGzip({ level: 6 }), createWriteStream(partialPath, { mode: 0o600 }));
  const add = (name: string, bytes: Uint8Array) =>
    new Promise<void>((resolve, reject) =>
      pack.entry({ name, size: bytes.byteLength, mode: 0o600, mtime: takenAt }, Buffer.from(bytes), (error) =>
        error ? reject(error) : resolve(),
      ),
    );

  try {
    const photosInView = target.kind === "postgres";
    const view = await inOneView(target, database, async (connection) => {
      const found = await readWhatIsThere(connection);
      const tables: BackupManifest["tables"] = [];
      for (const table of found.tables) {
        const columns = table.columns.filter((column) => table.name !== PHOTOS_TABLE || column !== PHOTO_BYTES_COLUMN);
        const data = await connection.copyOut(
          `copy ${quoted(table.name)} (${columns.map(quoted).join(", ")}) to stdout`,
        );
        const entry = tableEntry(table.name);
        await add(entry, data);
        tables.push({
          name: table.name,
          columns,
          rows: copyRows(data),
          entry,
          bytes: data.byteLength,
          sha256: sha256(data),
        });
      }
      const photos = photosInView ? await addPhotos(connection, found.photoSizes, add) : [];
      return { ...found, tables, photos };
    });
    const photos = photosInView ? view.photos : await addPhotos(pgliteQueries(database), view.photoSizes, add);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      takenAt: takenAt.toISOString(),
      shopVersion,
      database: { engine: target.kind, serverVersion: view.serverVersion },
      migration: view.migration,
      counts: view.counts,
      tables: view.tables,
      sequences: view.sequences,
      photos,
      checksum: checksumOf([...view.tables, ...photos]),
    };
    await add(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 1)));
    pack.finalize();
    await written;
    // On disk before it takes its name: a power cut never leaves a half-written file named like a backup.
    const handle = await open(partialPath, "r");
    await handle.sync();
    await handle.close();
    await rename(partialPath, finalPath);
    const { size } = await stat(finalPath);
    return { fileName, path: finalPath, sizeBytes: size, manifest };
  } catch (error) {
    pack.destroy();
    await written.catch(() => {});
    await rm(partialPath, { force: true });
    throw error;
  }
}

/** Two backups in one second (asked for twice) get their own names. */
async function freeName(folder: string, name: string): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? name : name.replace(/\.tar\.gz$/, `-${n}.tar.gz`);
    try {
      await stat(path.join(folder, candidate));
    } catch {
      return candidate;
    }
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

interface WhatIsThere {
  tables: TablePlan[];
  sequences: BackupManifest["sequences"];
  migration: BackupManifest["migration"];
  counts: BackupCounts;
  photoSizes: { key: string; bytes: number }[];
  serverVersion: string;
}

async function readWhatIsThere(connection: BackupConnection): Promise<WhatIsThere> {
  const [migrations] = await connection
    .rows<{ count: string; created_at: string | null }>(
      "select count(*)::text as count, max(created_at)::text as created_at from drizzle.__drizzle_migrations",
    )
    .catch(() => [undefined]);
  if (!migrations || migrations.count === "0" || !migrations.created_at) {
    throw new BackupRefused("The database has no shop in it yet (it was never migrated): nothing to back up.");
  }
  const tables = await connection.rows<{ name: string; columns: string[] }>(
    `select c.relname as name, json_agg(a.attname::text order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where n.nspname = 'public' and c.relkind in ('r', 'p')
      group by c.relname`,
  );
  const references = await connection.rows<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent
       from pg_constraint k
       join pg_class child on child.oid = k.conrelid
       join pg_class parent on parent.oid = k.confrelid
      where k.contype = 'f' and k.connamespace = 'public'::regnamespace and child.oid <> parent.oid`,
  );
  const sequences = await connection.rows<{ name: string; last_value: string | null }>(
    `select sequencename::text as name, last_value::text as last_value
       from pg_sequences where schemaname = 'public' order by sequencename`,
  );
  const [version] = await connection.rows<{ server_version: string }>("show server_version");
  const [counts] = await connection.rows<Record<keyof BackupCounts, string>>(
    `select (select count(*) from orders)::text as "orders",
            (select count(*) from products)::text as "products",
            (select count(*) from stock_movements)::text as "ledgerRows",
            (select count(*) from media_blobs where key !~ '-w[0-9]+[.]')::text as "photos",
            (select count(*) from media_blobs)::text as "photoFiles"`,
  );
  const photoSizes = await connection.rows<{ key: string; bytes: number }>(
    `select key, octet_length(bytes) as bytes from ${PHOTOS_TABLE} order by key`,
  );
  const plans = tables
    .filter((table) => !NOT_BACKED_UP.has(table.name))
    .map((table) => ({
      name: table.name,
      columns: table.columns,
      parents: references.filter((r) => r.child === table.name && r.parent !== table.name).map((r) => r.parent),
    }));
  if (!counts) throw new Error("counting the shop's rows returned nothing");
  return {
    tables: parentsFirst(plans),
    sequences: sequences.map((s) => ({ name: s.name, lastValue: s.last_value })),
    migration: {
      count: Number(migrations.count),
      tag: (await migrationTag(Number(migrations.created_at))) ?? "newer than this version of the shop",
      createdAt: Number(migrations.created_at),
    },
    counts: {
      orders: Number(counts.orders),
      products: Number(counts.products),
      ledgerRows: Number(counts.ledgerRows),
      photos: Number(counts.photos),
      photoFiles: Number(counts.photoFiles),
    },
    photoSizes: photoSizes.map((p) => ({ key: p.key, bytes: Number(p.bytes) })),
    serverVersion: version?.server_version ?? "unknown",
  };
}

/** Orders tables so each comes after every table it refers to; a cycle of references is refused, naming it. */
function parentsFirst(tables: TablePlan[]): TablePlan[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const ordered: TablePlan[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (table: TablePlan, trail: string[]) => {
    if (state.get(table.name) === "done") return;
    if (state.get(table.name) === "visiting") {
      throw new Error(`Tables refer to each other in a circle (${[...trail, table.name].join(" → ")})`);
    }
    state.set(table.name, "visiting");
    for (const parent of table.parents) {
      const parentTable = byName.get(parent);
      if (parentTable) visit(parentTable, [...trail, table.name]);
    }
    state.set(table.name, "done");
    ordered.push(table);
  };
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(table, []);
  return ordered;
}

async function addPhotos(
  connection: BackupConnection,
  sizes: { key: string; bytes: number }[],
  add: (name: string, bytes: Uint8Array) => Promise<void>,
): Promise<BackupManifest["photos"]> {
  const photos: BackupManifest["photos"] = [];
  let batch: string[] = [];
  let batchBytes = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = await connection.rows<{ key: string; bytes: Uint8Array }>(
      `select key, ${PHOTO_BYTES_COLUMN} as bytes from ${PHOTOS_TABLE} where key = any($1::text[])`,
      [batch],
    );
    const byKey = new Map(rows.map((row) => [row.key, row.bytes]));
    for (const key of batch) {
      const bytes = byKey.get(key);
      if (!bytes) throw new PhotoGoneMeanwhile(key);
      const entry = photoEntry(key);
      await add(entry, bytes);
      photos.push({ key, entry, bytes: bytes.byteLength, sha256: sha256(bytes) });
    }
    batch = [];
    batchBytes = 0;
  };
  for (const { key, bytes } of sizes) {
    if (batchBytes > 0 && batchBytes + bytes > PHOTO_BATCH_BYTES) await flush();
    batch.push(key);
    batchBytes += bytes;
  }
  await flush();
  return photos;
}
