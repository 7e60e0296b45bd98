// The backups module's public surface: the daily and asked-for backups, the owner's routes, and what the backup and
// restore commands (backup-cli.ts, restore-cli.ts) use.
export { BACKUP_KEY_HEADER, type DoorAnswer, doorAnswerOf, openBackupDoor, readDoor } from "./backup-door";
export { BackupHistory } from "./backup-history";
export { BackupDamaged } from "./backup-reader";
export { ownerBackupRoutes } from "./backup-routes";
export { BackupService, SHOP_VERSION } from "./backup-service";
export { BackupRefused } from "./backup-writer";
export type { BackupClock } from "./daily-schedule";
export { refuseIfHeld } from "./folder-in-use";
export { describeCounts, RestoreRefused, restoreBackup } from "./restore";
