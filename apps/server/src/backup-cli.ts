// npm run backup: takes a backup now and prints the file's path and size. On the embedded database a running shop
// holds the folder, so it is asked to take it (backup-door.ts); a folder no shop holds, or a PostgreSQL server, is
// backed up from here.
import { ConfigError, loadConfig } from "./config";
import { DataDirInUse } from "./db/data-dir-lock";
import { openDatabase } from "./db/database";
import {
  BACKUP_KEY_HEADER,
  BackupHistory,
  BackupService,
  type DoorResponse,
  describeCounts,
  doorResponseOf,
  readDoor,
  refuseIfHeld,
  SHOP_VERSION,
} from "./modules/backups";

async function main(): Promise<number> {
  const config = loadConfig();
  if (config.database.kind === "pglite") {
    const door = await readDoor(config.dataDir);
    if (door) {
      const response = await askRunningShop(door.url, door.key);
      if (response) return report(response, "by the running shop");
    }
    refuseIfHeld(config.database.dataDir, "it must take the backup itself, but it did not respond");
  }
  // Named apart from the shop's processes, so a restore does not count this command as a shop still running.
  const database = await openDatabase(config.database, { applicationName: `mayil backup pid ${process.pid}` });
  try {
    const service = new BackupService({
      target: config.database,
      database,
      history: new BackupHistory(database.db),
      settings: config.backups,
      shopVersion: SHOP_VERSION,
      // The person at the terminal reads what went wrong: the error's code and message, as the shop's log has them.
      log: {
        info: () => {},
        error: (fields: { err?: unknown }) => {
          if (fields.err instanceof Error) console.error(`  (${fields.err.name}: ${fields.err.message})`);
        },
      },
    });
    const outcome = await service.take("asked");
    return report(doorResponseOf(outcome), "");
  } finally {
    await database.close();
  }
}

/** The running shop's response; null when no shop responds at that address (it stopped and left its door file). */
async function askRunningShop(url: string, key: string): Promise<DoorResponse | null> {
  let response: Response;
  try {
    response = await fetch(url, { method: "POST", headers: { [BACKUP_KEY_HEADER]: key } });
  } catch {
    return null;
  }
  if (!response.ok) {
    throw new Error(
      `The running shop refused the backup request (HTTP ${response.status}); is its data folder the same?`,
    );
  }
  return (await response.json()) as DoorResponse;
}

function report(response: DoorResponse, how: string): number {
  if (response.status !== "done" || !response.path || response.sizeBytes === undefined) {
    console.error(`The backup failed${how ? ` (${how})` : ""}: ${response.failure ?? response.status}`);
    return 1;
  }
  console.log(`Backup taken${how ? ` ${how}` : ""}: ${response.path}`);
  console.log(`  ${megabytes(response.sizeBytes)} (${response.sizeBytes.toLocaleString("en-IN")} bytes)`);
  if (response.counts) console.log(`  ${describeCounts(response.counts as Parameters<typeof describeCounts>[0])}`);
  return 0;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 2 : 1)} MB`;

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof DataDirInUse) console.error(error.message);
    else console.error(`The backup failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
