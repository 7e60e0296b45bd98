// The backups table: each backup taken, daily or asked for, and what became of it. A daily backup claims its day
// first, so of several processes sharing a PostgreSQL server exactly one takes it.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import type { BackupCounts } from "./backup-manifest";
import { backups } from "./backups-tables";

export type BackupKind = "daily" | "asked";

export interface BackupRow {
  id: number;
  kind: BackupKind;
  status: "running" | "done" | "failed";
  startedAt: string;
  finishedAt: string | null;
  host: string;
  fileName: string | null;
  sizeBytes: number | null;
  counts: BackupCounts | null;
  failure: string | null;
}

/** A backup still "running" after this long belongs to a process that stopped while taking it. */
export const ABANDONED_AFTER_MS = 2 * 60 * 60 * 1000;

export class BackupHistory {
  constructor(private readonly db: Database) {}

  /** Starts a backup's row; for a daily one, null when another process has already claimed that day. */
  async start(kind: BackupKind, host: string, day: string | null): Promise<number | null> {
    const [row] = await this.db
      .insert(backups)
      .values({ kind, day, status: "running", host })
      .onConflictDoNothing()
      .returning({ id: backups.id });
    return row?.id ?? null;
  }

  async done(id: number, fileName: string, sizeBytes: number, counts: BackupCounts): Promise<void> {
    await this.db
      .update(backups)
      .set({ status: "done", finishedAt: sql`now()`, fileName, sizeBytes, counts })
      .where(eq(backups.id, id));
  }

  async failed(id: number, failure: string): Promise<void> {
    await this.db.update(backups).set({ status: "failed", finishedAt: sql`now()`, failure }).where(eq(backups.id, id));
  }

  /** The newest backup, whatever became of it. */
  async latest(): Promise<BackupRow | null> {
    const [row] = await this.db.select().from(backups).orderBy(desc(backups.startedAt), desc(backups.id)).limit(1);
    return row ? rowOf(row) : null;
  }

  /** The newest backup that worked. */
  async latestDone(): Promise<BackupRow | null> {
    const [row] = await this.db
      .select()
      .from(backups)
      .where(and(eq(backups.status, "done")))
      .orderBy(desc(backups.startedAt), desc(backups.id))
      .limit(1);
    return row ? rowOf(row) : null;
  }
}

function rowOf(row: typeof backups.$inferSelect): BackupRow {
  return {
    id: row.id,
    kind: row.kind === "daily" ? "daily" : "asked",
    status: row.status === "done" ? "done" : row.status === "failed" ? "failed" : "running",
    startedAt: new Date(row.startedAt).toISOString(),
    finishedAt: row.finishedAt ? new Date(row.finishedAt).toISOString() : null,
    host: row.host,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    counts: (row.counts as BackupCounts | null) ?? null,
    failure: row.failure,
  };
}
