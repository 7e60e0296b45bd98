// What a backup file is: a gzipped tar of the shop's tables (PostgreSQL COPY text, one file per table), its photos
// (one file each, their bytes as uploaded) and manifest.json last, listing every entry with its SHA-256 (decision 035).
import { createHash } from "node:crypto";
import { getTableName } from "drizzle-orm";
import { z } from "zod";
import { mediaBlobs } from "../../db/all-tables";

export const BACKUP_FORMAT = "mayil-shop-backup";
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = "manifest.json";

/** A backup file's name: the shop's day and time it was taken, so an ls lists them oldest first. */
export const BACKUP_FILE_PATTERN = /^mayil-backup-\d{4}-\d{2}-\d{2}-\d{6}(-\d+)?\.tar\.gz$/;

export function backupFileName(takenAt: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(takenAt)
      .map((part) => [part.type, part.value]),
  );
  return `mayil-backup-${parts.year}-${parts.month}-${parts.day}-${parts.hour}${parts.minute}${parts.second}.tar.gz`;
}

/** The photos table: its rows travel in tables/, each photo's bytes as a file of its own under photos/. */
export const PHOTOS_TABLE = getTableName(mediaBlobs);
export const PHOTO_BYTES_COLUMN = mediaBlobs.bytes.name;

const countsSchema = z.object({
  orders: z.number().int(),
  products: z.number().int(),
  ledgerRows: z.number().int(),
  /** Photos as uploaded (their smaller copies are in the file too, counted in photoFiles). */
  photos: z.number().int(),
  photoFiles: z.number().int(),
});

export type BackupCounts = z.infer<typeof countsSchema>;

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  takenAt: z.string(),
  shopVersion: z.string(),
  database: z.object({ engine: z.enum(["pglite", "postgres"]), serverVersion: z.string() }),
  /** The last migration applied to the database it was taken from; a restore builds the tables up to it. */
  migration: z.object({ count: z.number().int(), tag: z.string(), createdAt: z.number() }),
  counts: countsSchema,
  /** In the order they are loaded (a table after those it refers to). */
  tables: z.array(
    z.object({
      name: z.string(),
      columns: z.array(z.string()),
      rows: z.number().int(),
      entry: z.string(),
      /** The entry's size; backups taken before it was recorded are read with TABLE_ENTRY_CEILING as the limit. */
      bytes: z.number().int().nonnegative().optional(),
      sha256: z.string(),
    }),
  ),
  sequences: z.array(z.object({ name: z.string(), lastValue: z.string().nullable() })),
  photos: z.array(
    z.object({ key: z.string(), entry: z.string(), bytes: z.number().int().nonnegative(), sha256: z.string() }),
  ),
  /** SHA-256 over every other entry's "sha256  name" line, in the file's order: the whole file's checksum. */
  checksum: z.string(),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

export const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** The whole file's checksum from its entries' own, in the order they were written. */
export function checksumOf(entries: { entry: string; sha256: string }[]): string {
  const hash = createHash("sha256");
  for (const { entry, sha256: digest } of entries) hash.update(`${digest}  ${entry}\n`);
  return `sha256:${hash.digest("hex")}`;
}

export const photoEntry = (key: string) => `photos/${key}`;
export const tableEntry = (table: string) => `tables/${table}.copy`;

/** Counts rows in COPY text: one line each (a newline inside a value is written as \n). */
export function copyRows(data: Uint8Array): number {
  let rows = 0;
  for (const byte of data) if (byte === 0x0a) rows++;
  return rows;
}
