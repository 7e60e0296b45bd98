// The history of the shop's backups.
import { sql } from "drizzle-orm";
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The shop's backups (modules/backups): one row per backup taken, daily or asked for, with what became of it. A daily
 * backup claims its day (the unique index), so of several processes sharing a PostgreSQL server only one takes it.
 * Not itself backed up: the history belongs to the machine whose backup folder holds the files.
 */
export const backups = pgTable(
  "backups",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** "daily" (the schedule) or "asked" (npm run backup). */
    kind: text("kind").notNull(),
    /** The shop's calendar day a daily backup is for; null for one asked for. */
    day: text("day"),
    /** "running", "done" or "failed". */
    status: text("status").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true, mode: "string" }),
    /** The machine that took it (its backup folder holds the file). */
    host: text("host").notNull(),
    fileName: text("file_name"),
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    /** What is in it: orders, products, ledger rows, photos (the manifest's counts). */
    counts: jsonb("counts"),
    /** Why it failed, in plain words (never a shopper's details). */
    failure: text("failure"),
  },
  (t) => [
    uniqueIndex("backups_daily_day_idx").on(t.day).where(sql`${t.kind} = 'daily'`),
    index("backups_started_idx").on(t.startedAt),
  ],
);
