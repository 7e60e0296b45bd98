// `npm run restore` as the person at the terminal runs it (the built dist/restore.js in a child process), and empty
// places to restore into, for the backup tests.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { DatabaseTarget } from "../../src/db/database";
import { testDatabaseUrl } from "../test-env";
import { createThrowawayDatabase, type ThrowawayDatabase } from "../throwaway-database";

const run = promisify(execFile);
export const root = path.resolve(import.meta.dirname, "../../../..");
export const restoreCommand = path.join(root, "apps/server/dist/restore.js");
/** Where a forced restore onto a PostgreSQL server backs up what it replaces. */
export const savedFirst = path.join(os.tmpdir(), `mayil-restore-saved-${process.pid}`);

/**
 * Writes the process's peak resident memory (kilobytes, getrusage's maxrss) to a file as it exits: loaded into the
 * restore command with --import, so the figure is the command's own, whenever its peak came.
 */
const PEAK_MEMORY_HOOK = `data:text/javascript,${encodeURIComponent(
  'import{writeFileSync}from"node:fs";process.on("exit",()=>writeFileSync(process.env.MAYIL_TEST_PEAK_FILE,String(process.resourceUsage().maxRSS)))',
)}`;

export interface RestoreRun {
  code: number;
  stdout: string;
  stderr: string;
  /** The command's peak resident memory in MB. */
  peakMb: number;
}

/** `npm run restore -- FILE` onto `target`, with `extra` arguments (--force). */
export async function restoreCli(file: string, target: DatabaseTarget, ...extra: string[]): Promise<RestoreRun> {
  const peakFile = path.join(mkdtempSync(path.join(os.tmpdir(), "mayil-restore-peak-")), "peak");
  const env: Record<string, string> = { NODE_ENV: "test", LOG_LEVEL: "silent", MAYIL_TEST_PEAK_FILE: peakFile };
  if (target.kind === "postgres") {
    env.DATABASE_URL = target.url;
    env.BACKUP_DIR = savedFirst;
  } else env.DATA_DIR = path.dirname(target.dataDir);
  const peakMb = () => {
    try {
      return Number(readFileSync(peakFile, "utf8")) / 1024;
    } finally {
      rmSync(path.dirname(peakFile), { recursive: true, force: true });
    }
  };
  try {
    const args = ["--import", PEAK_MEMORY_HOOK, restoreCommand, file, ...extra];
    const { stdout, stderr } = await run(process.execPath, args, { env, cwd: root });
    return { code: 0, stdout, stderr, peakMb: peakMb() };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr, peakMb: peakMb() };
  }
}

/** An empty place to restore into: a fresh folder's pgdata, or a fresh database on the server. */
export async function emptyTarget(kind: DatabaseTarget["kind"]): Promise<ThrowawayDatabase> {
  if (kind === "postgres") return createThrowawayDatabase("postgres", testDatabaseUrl);
  const folder = mkdtempSync(path.join(os.tmpdir(), "mayil-restore-"));
  return {
    target: { kind: "pglite", dataDir: path.join(folder, "pgdata") },
    drop: async () => rmSync(folder, { recursive: true, force: true }),
  };
}
