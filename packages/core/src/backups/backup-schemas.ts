// The shop's backups as the owner's desk sees them (/api/owner/backups/...): owners only.
import { z } from "zod";
import { text } from "../text/well-formed-text";

const backupCountsSchema = z.object({
  orders: z.number().int(),
  products: z.number().int(),
  ledger_rows: z.number().int().describe("Rows of the stock ledger"),
  photos: z.number().int().describe("Photos as uploaded (their smaller copies travel with them)"),
});

export const backupViewSchema = z.object({
  status: z.enum(["running", "done", "failed"]),
  kind: z.enum(["daily", "asked"]).describe("Taken by the daily schedule, or asked for (npm run backup)"),
  started_at: text().describe("ISO 8601"),
  finished_at: text().nullable(),
  size_bytes: z.number().int().nullable(),
  file_name: text().nullable().describe("The backup file's name, as the download saves it"),
  counts: backupCountsSchema.nullable(),
  failure: text().nullable().describe("Why it failed, in plain words"),
});
export type BackupView = z.infer<typeof backupViewSchema>;

export const backupStatusResponseSchema = z.object({
  latest: backupViewSchema.nullable().describe("The newest backup, whatever became of it"),
  last_good: backupViewSchema.nullable().describe("The newest backup that worked"),
  downloadable: z.boolean().describe("Whether the last good backup's file can be downloaded from this server"),
  schedule: z
    .object({
      time: text().describe("HH:MM, the shop's time of day (BACKUP_TIME)"),
      time_zone: text(),
      keep: z.number().int().describe("How many backup files are kept (BACKUP_KEEP)"),
      next_at: text().nullable().describe("ISO 8601"),
    })
    .nullable()
    .describe("Null when daily backups are off (BACKUP_TIME=off)"),
});
export type BackupStatusResponse = z.infer<typeof backupStatusResponseSchema>;

/** The download is the file itself (application/gzip); the schema only documents it. */
export const backupFileResponseSchema = z
  .custom<Blob>((value) => typeof Blob !== "undefined" && value instanceof Blob)
  .describe("The backup file (a .tar.gz), as an attachment");
