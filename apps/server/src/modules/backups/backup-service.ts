// The shop's backups as the shop runs them: the daily one (one process per day), one asked for now, the files kept
// (BACKUP_KEEP newest), and what the owner's desk shows of them.
import { readFileSync } from "node:fs";
import { readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { BackupSettings } from "../../config";
import type { DatabaseHandle, DatabaseTarget } from "../../db/database";
import { migrationsFolder } from "../../paths";
import { ABANDONED_AFTER_MS, type BackupHistory, type BackupKind, type BackupRow } from "./backup-history";
import { BACKUP_FILE_PATTERN } from "./backup-manifest";
import { BackupRefused, type TakenBackup, takeBackup } from "./backup-writer";
import { type BackupClock, type DailySchedule, machineClock, scheduleDaily } from "./daily-schedule";

/** The server's version (apps/server/package.json, beside the migrations), written into each backup's manifest. */
export const SHOP_VERSION: string = (
  JSON.parse(readFileSync(path.join(path.dirname(migrationsFolder), "package.json"), "utf8")) as { version: string }
).version;

export interface BackupLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface BackupServiceOptions {
  target: DatabaseTarget;
  database: DatabaseHandle;
  history: BackupHistory;
  settings: BackupSettings;
  shopVersion: string;
  log: BackupLog;
  clock?: BackupClock;
  /** The machine's name, recorded with each backup (its folder holds the file). */
  host?: string;
}

export type BackupOutcome =
  | { status: "done"; backup: TakenBackup }
  | { status: "failed"; failure: string }
  /** Another process already took (or is taking) this day's backup. */
  | { status: "taken elsewhere" };

/** What the desk shows: the newest backup, the newest that worked, and when the next one is due. */
export interface BackupStatus {
  latest: BackupRow | null;
  lastGood: BackupRow | null;
  /** Whether the last good backup's file is on this machine, to be downloaded. */
  downloadable: boolean;
  schedule: { time: string; timeZone: string; keep: number; nextAt: string | null } | null;
}

export class BackupService {
  private readonly clock: BackupClock;
  private readonly host: string;
  private schedule: DailySchedule | null = null;

  constructor(private readonly options: BackupServiceOptions) {
    this.clock = options.clock ?? machineClock;
    this.host = options.host ?? os.hostname();
  }

  /** Starts the daily backups (when BACKUP_TIME is not off). */
  startDaily(): void {
    const { dailyAt, timeZone } = this.options.settings;
    if (!dailyAt || this.schedule) return;
    this.schedule = scheduleDaily(dailyAt, timeZone, this.clock, async (day) => {
      await this.take("daily", day);
    });
  }

  stopDaily(): void {
    this.schedule?.stop();
    this.schedule = null;
  }

  /**
   * Takes a backup now and records it; a daily one first claims its day. Never throws for a backup that failed:
   * the failure is recorded and logged (in plain words, no shopper's details), and the next one still runs.
   */
  async take(kind: BackupKind, day: string | null = null): Promise<BackupOutcome> {
    const { history, log, settings } = this.options;
    let id: number | null;
    try {
      id = await history.start(kind, this.host, kind === "daily" ? day : null);
    } catch (error) {
      const failure = plainReason(error);
      log.error({ backup: kind, day, reason: failure, code: codeOf(error) }, "The backup could not start");
      return { status: "failed", failure };
    }
    if (id === null) return { status: "taken elsewhere" };
    try {
      const backup = await takeBackup(
        { target: this.options.target, database: this.options.database },
        {
          folder: settings.folder,
          timeZone: settings.timeZone,
          shopVersion: this.options.shopVersion,
          now: () => this.clock.now(),
        },
      );
      await history.done(id, backup.fileName, backup.sizeBytes, backup.manifest.counts);
      await this.keepNewest().catch((error: unknown) =>
        log.error({ code: codeOf(error) }, "Old backup files could not be removed"),
      );
      log.info(
        { backup: kind, day, file: backup.fileName, bytes: backup.sizeBytes, counts: backup.manifest.counts },
        "Backup taken",
      );
      return { status: "done", backup };
    } catch (error) {
      const failure = plainReason(error);
      // err goes through the shop's log filter (no query values, no row details).
      log.error({ backup: kind, day, reason: failure, code: codeOf(error), err: error }, "The backup failed");
      await history.failed(id, failure).catch(() => {});
      return { status: "failed", failure };
    }
  }

  /** Removes all but the BACKUP_KEEP newest backup files in the folder. */
  async keepNewest(): Promise<string[]> {
    const { folder, keep } = this.options.settings;
    const names = (await readdir(folder)).filter((name) => BACKUP_FILE_PATTERN.test(name));
    const files = await Promise.all(
      names.map(async (name) => ({ name, mtime: (await stat(path.join(folder, name))).mtimeMs })),
    );
    files.sort((a, b) => b.mtime - a.mtime || b.name.localeCompare(a.name));
    const old = files.slice(keep).map((file) => file.name);
    for (const name of old) await rm(path.join(folder, name), { force: true });
    return old;
  }

  async status(): Promise<BackupStatus> {
    const { history, settings } = this.options;
    const [latest, lastGood] = await Promise.all([history.latest(), history.latestDone()]);
    const at = settings.dailyAt;
    const next = this.schedule?.next() ?? null;
    return {
      latest: latest && this.abandoned(latest) ? { ...latest, status: "failed", failure: ABANDONED } : latest,
      lastGood,
      downloadable: lastGood ? (await this.fileOf(lastGood)) !== null : false,
      schedule: at
        ? {
            time: `${String(at.hour).padStart(2, "0")}:${String(at.minute).padStart(2, "0")}`,
            timeZone: settings.timeZone,
            keep: settings.keep,
            nextAt: next ? next.toISOString() : null,
          }
        : null,
    };
  }

  /** The newest good backup's file on this machine, to download; null when there is none here. */
  async latestFile(): Promise<
    { found: true; path: string; fileName: string; sizeBytes: number } | { found: false; takenBy: string } | null
  > {
    const lastGood = await this.options.history.latestDone();
    if (!lastGood) return null;
    const file = await this.fileOf(lastGood);
    return file ? { found: true, ...file } : { found: false, takenBy: lastGood.host };
  }

  private async fileOf(row: BackupRow): Promise<{ path: string; fileName: string; sizeBytes: number } | null> {
    if (!row.fileName || !BACKUP_FILE_PATTERN.test(row.fileName)) return null;
    const filePath = path.join(this.options.settings.folder, row.fileName);
    try {
      const { size } = await stat(filePath);
      return { path: filePath, fileName: row.fileName, sizeBytes: size };
    } catch {
      return null;
    }
  }

  private abandoned(row: BackupRow): boolean {
    return row.status === "running" && this.clock.now().getTime() - Date.parse(row.startedAt) > ABANDONED_AFTER_MS;
  }
}

const ABANDONED = "It did not finish: the shop was stopped or restarted while it ran.";

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" ? code : undefined;
}

/** Why a backup failed, as the owner can read it; never a row's values (a database error's detail may hold them). */
export function plainReason(error: unknown): string {
  if (error instanceof BackupRefused) return error.message;
  switch (codeOf(error)) {
    case "ENOSPC":
      return "The disk is full: there was no room for the backup file.";
    case "EACCES":
    case "EPERM":
    case "EROFS":
      return "The shop is not allowed to write in the backup folder (BACKUP_DIR).";
    case "ENOTDIR":
    case "EEXIST":
    case "ENOENT":
      return "The backup folder (BACKUP_DIR) is not a folder the shop can write in.";
    case "ECONNREFUSED":
    case "ETIMEDOUT":
    case "ECONNRESET":
    case "57P01":
    case "08006":
    case "08001":
      return "The database could not be reached while backing up.";
    default:
      return "Something unexpected went wrong; the shop's log has the details.";
  }
}
