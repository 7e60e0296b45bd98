// Today's backup card: when the last backup was taken, its size and whether it worked (why not, in plain words), when
// the next is due, and the newest good one to download, a copy of the whole shop kept off the server.
import type { BackupStatusResponse, BackupView } from "@mayil/core/backups/backup-schemas";
import { CheckCircle2, DatabaseBackup, Download, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { primaryButton, secondaryButton } from "../../../components/ui/button-styles";
import { ApiError } from "../../../lib/api-client";
import { counted } from "../../../lib/counted";
import { toast } from "../../../lib/toast-store";
import { downloadLatestBackup, useBackUpNow, useBackupStatus } from "./use-backup-status";

const when = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
});

export const backupTime = (iso: string) => when.format(new Date(iso));

export function backupSize(bytes: number | null): string {
  if (bytes === null) return "";
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))}\u00a0KB`;
  return `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)}\u00a0MB`;
}

function holds(backup: BackupView): string | null {
  const c = backup.counts;
  if (!c) return null;
  return [
    counted(c.orders, "order"),
    counted(c.products, "product"),
    counted(c.ledger_rows, "stock change"),
    counted(c.photos, "photo"),
  ].join(", ");
}

export function BackupPanel({ heading = "Backups" }: { heading?: string }) {
  const status = useBackupStatus();
  if (status.isPending || status.isError) return null;
  return <BackupCard status={status.data} heading={heading} />;
}

export function BackupCard({ status, heading = "Backups" }: { status: BackupStatusResponse; heading?: string }) {
  const [downloading, setDownloading] = useState(false);
  const backUpNow = useBackUpNow();
  const { latest, last_good: lastGood, schedule } = status;
  const failed = latest?.status === "failed";
  const download = async () => {
    if (!lastGood?.file_name) return;
    setDownloading(true);
    try {
      await downloadLatestBackup(lastGood.file_name);
      toast({ title: "Backup downloaded", description: lastGood.file_name });
    } catch {
      toast({ title: "The backup could not be downloaded", description: "Please try again." });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <section
      aria-labelledby="backup-title"
      className={`mt-6 rounded-2xl bg-white p-4 shadow-sm ring-1 sm:p-5 ${failed ? "ring-gold-light" : "ring-line"}`}
      data-testid="backup-card"
    >
      <h2 id="backup-title" className="font-display text-xl font-semibold">
        {heading}
      </h2>
      {!latest ? (
        <p className="mt-2 text-sm text-muted">No backup has been taken yet.</p>
      ) : failed ? (
        <div className="mt-2 flex gap-2 text-sm" data-testid="backup-failed">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-gold-deep" aria-hidden />
          <p>
            <span className="font-medium">The backup of {backupTime(latest.started_at)} failed.</span> {latest.failure}
          </p>
        </div>
      ) : latest.status === "running" ? (
        <p className="mt-2 text-sm">Taking a backup now (since {backupTime(latest.started_at)})…</p>
      ) : null}
      {lastGood && (
        <div className="mt-2 flex gap-2 text-sm" data-testid="backup-last-good">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-peacock" aria-hidden />
          <p>
            <span className="font-medium">
              {failed ? "Last good backup" : "Last backup"}: {backupTime(lastGood.finished_at ?? lastGood.started_at)}
            </span>
            , {backupSize(lastGood.size_bytes)}, worked.
            {holds(lastGood) && <span className="block text-muted">Holds {holds(lastGood)}.</span>}
          </p>
        </div>
      )}
      <p className="mt-2 text-xs text-muted">
        {schedule
          ? `A backup is taken every day at ${schedule.time} (${schedule.time_zone}); the last ${schedule.keep} are kept on the server.${
              schedule.next_at ? ` Next: ${backupTime(schedule.next_at)}.` : ""
            }`
          : "Daily backups are off (BACKUP_TIME=off)."}{" "}
        Download one now and then to keep a copy off the server.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        {/* A new shop has no backup until its first night: she need not wait for it. */}
        <button
          type="button"
          className={`${latest ? secondaryButton : primaryButton} disabled:cursor-not-allowed disabled:opacity-60`}
          disabled={backUpNow.isPending || latest?.status === "running"}
          onClick={() => backUpNow.mutate(undefined, { onSuccess: () => toast({ title: "Backup taken" }) })}
          data-testid="backup-now"
        >
          <DatabaseBackup className="size-4" aria-hidden />
          {backUpNow.isPending ? "Backing up…" : "Back up now"}
        </button>
        <button
          type="button"
          className={`${secondaryButton} disabled:cursor-not-allowed disabled:opacity-60`}
          disabled={!status.downloadable || downloading}
          onClick={() => void download()}
          data-testid="backup-download"
        >
          <Download className="size-4" aria-hidden />
          {downloading ? "Downloading…" : "Download the latest backup"}
        </button>
      </div>
      {backUpNow.isError && (
        <p role="alert" className="mt-2 text-sm text-red-800" data-testid="backup-now-problem">
          {backUpNow.error instanceof ApiError
            ? backUpNow.error.message
            : "The shop did not respond. Check the connection and try again."}
        </p>
      )}
    </section>
  );
}
