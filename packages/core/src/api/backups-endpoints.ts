// The shop's backups on the owner's desk (/api/owner/backups/...): owners only, 401 without a token, 403 for a shopper.
import { defineEndpoints } from "./endpoint";

const load = () => import("../backups/backup-schemas");

export const ownerBackupEndpoints = defineEndpoints("owner backups", load, {
  status: {
    method: "GET",
    path: "/owner/backups",
    access: "owner",
    summary: "When the last backup was taken, its size, whether it worked (and why not), and when the next is due",
    errors: [401, 403],
    schemas: (s) => ({ response: s.backupStatusResponseSchema }),
  },
  backUpNow: {
    method: "POST",
    path: "/owner/backups",
    access: "owner",
    summary:
      "Take a backup now, the same file as the daily one (a new shop has none until its first night); a few an hour",
    errors: [401, 403, 409, 429, 503],
    schemas: (s) => ({ response: s.backupStatusResponseSchema }),
  },
  latestFile: {
    method: "GET",
    path: "/owner/backups/latest/file",
    access: "owner",
    responseType: "file",
    summary: "Download the newest backup that worked (application/gzip), for a copy off the server",
    errors: [401, 403, 404],
    schemas: (s) => ({ response: s.backupFileResponseSchema }),
  },
});
