// Keeps the embedded database to one process: PGlite has no postmaster of its own, and two processes writing one
// folder corrupt it beyond opening. A second process (another `npm start`, `npm run seed`) is refused with one line.
import { statSync } from "node:fs";
import lockfile from "proper-lockfile";

/** The holder touches its lock this often; a lock untouched for STALE_MS belongs to a process that died. */
const UPDATE_MS = 2_000;
const STALE_MS = 10_000;
/** A lock touched this recently has a live holder: refuse at once rather than wait out the stale time. */
const LIVE_HOLDER_MS = 2 * UPDATE_MS;

export class DataDirInUse extends Error {}

/**
 * Takes the lock on an embedded database folder; resolves to its release. A lock left by a process that died
 * (kill -9, power cut) is taken over once it has gone stale; one held by a running process is refused.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = `${dataDir}.lock`;
  const options = {
    stale: STALE_MS,
    update: UPDATE_MS,
    lockfilePath: lockPath,
    // Someone took our lock (it went stale while this process was frozen): writing on would corrupt the database.
    onCompromised: () => {
      console.error(`The embedded database in ${dataDir} was taken over by another process; stopping.`);
      process.exit(1);
    },
  };
  try {
    return await lockfile.lock(dataDir, options);
  } catch (error) {
    if ((error as { code?: string }).code !== "ELOCKED") throw error;
  }
  if (lockAgeMs(lockPath) < LIVE_HOLDER_MS) throw inUse(dataDir);
  // The holder stopped touching its lock: probably gone. Wait until the lock counts as stale, then take it.
  try {
    return await lockfile.lock(dataDir, {
      ...options,
      retries: { retries: Math.ceil(STALE_MS / 500) + 4, minTimeout: 500, maxTimeout: 500, factor: 1 },
    });
  } catch (error) {
    if ((error as { code?: string }).code === "ELOCKED") throw inUse(dataDir);
    throw error;
  }
}

function lockAgeMs(lockPath: string): number {
  try {
    return Date.now() - statSync(lockPath).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY; // released in the meantime
  }
}

const inUse = (dataDir: string) =>
  new DataDirInUse(
    `Another process is using the embedded database in ${dataDir}. Stop it first (or give this one its own DATA_DIR, or a DATABASE_URL).`,
  );
