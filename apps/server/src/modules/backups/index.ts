// The backups module's public surface: it registers itself (the daily and asked-for backups, the owner's routes), and
// gives the backup and restore commands (backup-cli.ts, restore-cli.ts) what they run.
export { BACKUP_KEY_HEADER, type DoorResponse, doorResponseOf, readDoor } from "./backup-door";
export { BackupHistory } from "./backup-history";
export { BackupDamaged } from "./backup-reader";
export { BackupService, SHOP_VERSION } from "./backup-service";
export { BackupRefused } from "./backup-writer";
export { registerBackups } from "./backups-module";
export type { BackupClock } from "./daily-schedule";
export { refuseIfHeld } from "./folder-in-use";
export { describeCounts, RestoreRefused, restoreBackup } from "./restore";
