// The backups module registers itself: the daily backup on its schedule (from listening until closing), the owner's
// backup routes under /api, and, on the embedded database, the door `npm run backup` asks through (backup-door.ts).
// Returns the service (the app exposes it for shutdown and tests).
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config";
import type { DatabaseHandle, DatabaseTarget } from "../../db/database";
import type { RouteGuards } from "../../http/route-guards";
import { openBackupDoor } from "./backup-door";
import { BackupHistory } from "./backup-history";
import { ownerBackupRoutes } from "./backup-routes";
import { BackupService, SHOP_VERSION } from "./backup-service";
import type { BackupClock } from "./daily-schedule";

export async function registerBackups(
  app: FastifyInstance,
  needs: {
    config: Pick<Config, "backups" | "dataDir">;
    database: DatabaseHandle;
    /** Where `database` is (tests open a throwaway database of their own). */
    target: DatabaseTarget;
    /** The clock the daily backups keep (tests drive their own). */
    clock?: BackupClock;
    guards: RouteGuards;
  },
): Promise<{ backups: BackupService }> {
  const { config, database, target, clock } = needs;
  const backups = new BackupService({
    target,
    database,
    history: new BackupHistory(database.db),
    settings: config.backups,
    shopVersion: SHOP_VERSION,
    log: app.log,
    ...(clock ? { clock } : {}),
  });
  await app.register(ownerBackupRoutes, { prefix: "/api", guards: needs.guards, backups });
  if (target.kind === "pglite") {
    // The embedded database is this process's alone: `npm run backup` asks it for the backup (backup-door.ts).
    openBackupDoor(app, config.dataDir, () => backups.take("asked"));
  }
  app.addHook("onListen", async () => backups.startDaily());
  app.addHook("onClose", async () => backups.stopDaily());
  return { backups };
}
