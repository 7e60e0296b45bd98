// The shop's backups on the owner's desk over HTTP: how the last one went, the newest good one to download, and
// "Back up now" (a new shop has no backup until its first night): the same file as the daily one, a few an hour.
import { createReadStream } from "node:fs";
import { ownerBackupEndpoints as endpoints } from "@mayil/core/api/backups-endpoints";
import type { BackupView } from "@mayil/core/backups/backup-schemas";
import type { FastifyPluginAsync } from "fastify";
import { Conflict } from "../../domain-errors";
import type { RouteGuards } from "../../http/route-guards";
import { shopperRateLimit } from "../../http/shopper-rate-limit";
import type { BackupRow } from "./backup-history";
import type { BackupOutcome, BackupService } from "./backup-service";

/** How many backups the owner may ask for in an hour. */
export const BACKUPS_NOW_PER_HOUR = 3;

const notFound = (message: string) => Object.assign(new Error(message), { statusCode: 404 });

export const ownerBackupRoutes: FastifyPluginAsync<{
  guards: RouteGuards;
  backups: BackupService;
}> = async (app, { guards, backups }) => {
  const serve = guards.forOwner(app);
  const statusView = async () => {
    const status = await backups.status();
    return {
      latest: viewOf(status.latest),
      last_good: viewOf(status.lastGood),
      downloadable: status.downloadable,
      schedule: status.schedule
        ? {
            time: status.schedule.time,
            time_zone: status.schedule.timeZone,
            keep: status.schedule.keep,
            next_at: status.schedule.nextAt,
          }
        : null,
    };
  };

  await serve(endpoints.status, { handler: statusView });

  // A backup reads the whole shop and writes a file as big as it: a few an hour are plenty for a person, and a
  // stuck button or a script cannot fill the disk (BACKUP_KEEP removes the oldest files after each).
  const backUpNowLimit = shopperRateLimit(app, {
    name: "backups",
    perHour: BACKUPS_NOW_PER_HOUR,
    message: (after) =>
      `${BACKUPS_NOW_PER_HOUR} backups have been taken in the last hour. Please wait ${after} and try again.`,
  });
  let taking: Promise<BackupOutcome> | null = null;
  await serve(endpoints.backUpNow, {
    onRequest: backUpNowLimit,
    handler: async (_request, reply) => {
      // One at a time: a second press while the first is still writing would race it for the same file name.
      if (taking) throw new Conflict("A backup is being taken now. It shows here when it is done.");
      taking = backups.take("asked");
      const outcome = await taking.finally(() => {
        taking = null;
      });
      if (outcome.status === "failed") {
        return reply.code(503).send({ error: `The backup failed. ${outcome.failure}`, code: "server_error" });
      }
      return statusView();
    },
  });

  await serve(endpoints.latestFile, {
    handler: async (_request, reply) => {
      const file = await backups.latestFile();
      if (!file) throw notFound("No backup has been taken yet.");
      if (!file.found) {
        throw notFound(
          `The newest backup's file is not on this server (it was taken on ${file.takenBy}, or has since been removed).`,
        );
      }
      reply.header("content-type", "application/gzip");
      reply.header("content-length", String(file.sizeBytes));
      reply.header("content-disposition", `attachment; filename="${file.fileName}"`);
      return reply.send(createReadStream(file.path));
    },
  });
};

function viewOf(row: BackupRow | null): BackupView | null {
  if (!row) return null;
  return {
    status: row.status,
    kind: row.kind,
    started_at: row.startedAt,
    finished_at: row.finishedAt,
    size_bytes: row.sizeBytes,
    file_name: row.fileName,
    counts: row.counts
      ? {
          orders: row.counts.orders,
          products: row.counts.products,
          ledger_rows: row.counts.ledgerRows,
          photos: row.counts.photos,
        }
      : null,
    failure: row.failure,
  };
}
