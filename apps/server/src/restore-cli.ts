// npm run restore -- FILE [--force]: restores a backup into the empty embedded folder (DATA_DIR) or the empty
// database (DATABASE_URL), and says what it restored.
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "./config";
import { DataDirInUse } from "./db/data-dir-lock";
import {
  BackupDamaged,
  BackupRefused,
  describeCounts,
  RestoreRefused,
  restoreBackup,
  SHOP_VERSION,
} from "./modules/backups";

const USAGE = "Usage: npm run restore -- FILE [--force]";

async function main(): Promise<number> {
  let file: string | undefined;
  let force = false;
  try {
    const { values, positionals } = parseArgs({ options: { force: { type: "boolean" } }, allowPositionals: true });
    if (positionals.length !== 1 || !positionals[0]) throw new Error("one backup file, please");
    file = positionals[0];
    force = values.force ?? false;
  } catch {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const report = await restoreBackup(file as string, config.database, {
    force,
    backupFolder: config.backups.folder,
    timeZone: config.backups.timeZone,
    shopVersion: SHOP_VERSION,
    say: (line) => console.log(line),
  });
  console.log(`Restored ${describeCounts(report.counts)} (the backup was taken ${report.manifest.takenAt}).`);
  if (report.setAside) console.log(`What was there before is kept at ${report.setAside}.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = [ConfigError, DataDirInUse, RestoreRefused, BackupDamaged, BackupRefused];
    if (known.some((kind) => error instanceof kind)) {
      console.error((error as Error).message);
    } else if ((error as { code?: string }).code === "ENOENT") {
      console.error(`There is no file ${(error as { path?: string }).path ?? ""}.`);
    } else {
      console.error(`The restore failed: ${(error as Error).message}`);
    }
    process.exit(1);
  },
);
