// Keeps the embedded database to one process: PGlite has no postmaster of its own, and two processes writing one
// folder corrupt it beyond opening. A second process (another `npm start`, `npm run seed`) is refused with one line.
import { readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
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
  const holderPath = `${dataDir}.lock-holder.json`;
  const held = (release: () => Promise<void>) => {
    writeFileSync(holderPath, JSON.stringify(thisProcess()));
    return async () => {
      rmSync(holderPath, { force: true });
      await release();
    };
  };
  // A lock its holder stopped touching counts as stale and proper-lockfile takes it over, even at the first try. If
  // that holder still runs on this machine it is frozen, not gone (a start under heavy load blocked its event loop
  // for 35 s once): taking over would have two processes writing the folder.
  const holder = holderOf(holderPath);
  if (holder.running && holder.pid !== undefined && lockAgeMs(lockPath) >= LIVE_HOLDER_MS) {
    throw frozenHolder(dataDir, holder.pid, lockPath, holderPath);
  }
  try {
    return held(await lockfile.lock(dataDir, options));
  } catch (error) {
    if ((error as { code?: string }).code !== "ELOCKED") throw error;
  }
  if (holder.running || (holder.pid === undefined && lockAgeMs(lockPath) < LIVE_HOLDER_MS)) throw inUse(dataDir);
  // The holder is no longer running (killed, or the machine restarted), or it stopped touching its lock and did not
  // write itself down: wait until the lock counts as stale, then take it.
  try {
    return held(
      await lockfile.lock(dataDir, {
        ...options,
        retries: { retries: Math.ceil(STALE_MS / 500) + 4, minTimeout: 500, maxTimeout: 500, factor: 1 },
      }),
    );
  } catch (error) {
    if ((error as { code?: string }).code === "ELOCKED") throw inUse(dataDir);
    throw error;
  }
}

interface Holder {
  pid: number;
  host: string;
  /** Which run of the machine: after a restart the same pid is another process. */
  boot: string;
  /**
   * When the process started, in clock ticks since boot (Linux): a container restarted on the same machine keeps
   * the boot and hands out the same pids again, but never with the same start time.
   */
  started?: string;
}

function thisProcess(): Holder {
  return { pid: process.pid, host: os.hostname(), boot: bootId(), started: startTimeOf(process.pid) };
}

/** Field 22 of /proc/PID/stat, counted after the command name in brackets (which may hold spaces). */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

function bootId(): string {
  try {
    return readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
  } catch {
    // Elsewhere than Linux: when the machine started, to the minute.
    return `up since ${Math.round((Date.now() / 1000 - os.uptime()) / 60)}`;
  }
}

/** The lock's holder as it wrote itself down, and whether it is a process still running on this machine since then. */
function holderOf(holderPath: string): { pid?: number; running: boolean } {
  let holder: Partial<Holder>;
  try {
    holder = JSON.parse(readFileSync(holderPath, "utf8")) as Partial<Holder>;
  } catch {
    return { running: false }; // none written down (a lock from before this check, or a half-written file)
  }
  const self = thisProcess();
  if (typeof holder.pid !== "number") return { running: false };
  const pid = holder.pid;
  if (holder.host !== self.host || holder.boot !== self.boot) return { pid, running: false };
  if (holder.started !== undefined && startTimeOf(pid) !== holder.started) return { pid, running: false };
  try {
    process.kill(pid, 0);
    return { pid, running: true };
  } catch (error) {
    // EPERM: it runs, as another user.
    return { pid, running: (error as { code?: string }).code === "EPERM" };
  }
}

const frozenHolder = (dataDir: string, pid: number, lockPath: string, holderPath: string) =>
  new DataDirInUse(
    `Process ${pid} holds the embedded database in ${dataDir} but has not responded for a while. Stop it first; if it is not the shop, delete ${lockPath} and ${holderPath}.`,
  );

function lockAgeMs(lockPath: string): number {
  try {
    return Date.now() - statSync(lockPath).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY; // released in the meantime, or never taken
  }
}

const inUse = (dataDir: string) =>
  new DataDirInUse(
    `Another process is using the embedded database in ${dataDir}. Stop it first (or give this one its own DATA_DIR, or a DATABASE_URL).`,
  );
