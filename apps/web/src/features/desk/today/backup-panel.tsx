// Today's backup card: when the last backup was taken, its size and whether it worked (why not, in plain words), when
// the next is due, and the newest good one to download, a copy of the whole shop kept off the server.
import type { BackupStatusResponse, BackupView } from "@mayil/core/backups/backup-schemas";
import { CheckCircle2, DatabaseBackup, Download, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { primaryButton, secondaryButton } from "../../../components/ui/button-styles";
import { ApiError } from "../../../lib/api-client";
import { useDeskDates } from "../../../lib/desk/desk-format";
import { type DeskSay, useDeskMessages } from "../../../lib/desk/desk-messages";
import { toast } from "../../../lib/toast-store";
import { downloadLatestBackup, useBackUpNow, useBackupStatus } from "./use-backup-status";

export function backupSize(bytes: number | null): string {
  if (bytes === null) return "";
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))}\u00a0KB`;
  return `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)}\u00a0MB`;
}

function holds(backup: BackupView, t: DeskSay): string | null {
  const c = backup.counts;
  if (!c) return null;
  return t("desk.backups.holds", {
    orders: c.orders,
    products: c.products,
    stockChanges: c.ledger_rows,
    photos: c.photos,
  });
}

export function BackupPanel({ heading }: { heading?: string }) {
  const status = useBackupStatus();
  if (status.isPending || status.isError) return null;
  return <BackupCard status={status.data} heading={heading} />;
}

export function BackupCard({ status, heading }: { status: BackupStatusResponse; heading?: string }) {
  const t = useDeskMessages();
  const { moment } = useDeskDates();
  const when = (iso: string) => moment(iso, "weekdayTime");
  const held = status.last_good ? holds(status.last_good, t) : null;
  const [downloading, setDownloading] = useState(false);
  const backUpNow = useBackUpNow();
  const { latest, last_good: lastGood, schedule } = status;
  const failed = latest?.status === "failed";
  const download = async () => {
    if (!lastGood?.file_name) return;
    setDownloading(true);
    try {
      await downloadLatestBackup(lastGood.file_name);
      toast({ title: t("desk.backups.downloaded"), description: lastGood.file_name });
    } catch {
      toast({ title: t("desk.backups.downloadFailed"), description: t("desk.common.pleaseTryAgain") });
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
        {heading ?? t("desk.backups.title")}
      </h2>
      {!latest ? (
        <p className="mt-2 text-sm text-muted">{t("desk.backups.none")}</p>
      ) : failed ? (
        <div className="mt-2 flex gap-2 text-sm" data-testid="backup-failed">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-gold-deep" aria-hidden />
          <p>
            <span className="font-medium">{t("desk.backups.failed", { when: when(latest.started_at) })}</span>{" "}
            {latest.failure}
          </p>
        </div>
      ) : latest.status === "running" ? (
        <p className="mt-2 text-sm">{t("desk.backups.running", { when: when(latest.started_at) })}</p>
      ) : null}
      {lastGood && (
        <div className="mt-2 flex gap-2 text-sm" data-testid="backup-last-good">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-peacock" aria-hidden />
          <p>
            <span className="font-medium">
              {t(failed ? "desk.backups.lastGood" : "desk.backups.last", {
                when: when(lastGood.finished_at ?? lastGood.started_at),
              })}
            </span>
            {t("desk.backups.worked", { size: backupSize(lastGood.size_bytes) })}
            {held && <span className="block text-muted">{held}</span>}
          </p>
        </div>
      )}
      <p className="mt-2 text-xs text-muted">
        {schedule
          ? t("desk.backups.schedule", { time: schedule.time, timeZone: schedule.time_zone, keep: schedule.keep }) +
            (schedule.next_at ? ` ${t("desk.backups.next", { when: when(schedule.next_at) })}` : "")
          : t("desk.backups.off")}{" "}
        {t("desk.backups.keepACopy")}
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        {/* A new shop has no backup until its first night: she need not wait for it. */}
        <button
          type="button"
          className={`${latest ? secondaryButton : primaryButton} disabled:cursor-not-allowed disabled:opacity-60`}
          disabled={backUpNow.isPending || latest?.status === "running"}
          onClick={() => backUpNow.mutate(undefined, { onSuccess: () => toast({ title: t("desk.backups.taken") }) })}
          data-testid="backup-now"
        >
          <DatabaseBackup className="size-4" aria-hidden />
          {backUpNow.isPending ? t("desk.backups.backingUp") : t("desk.backups.backUpNow")}
        </button>
        <button
          type="button"
          className={`${secondaryButton} disabled:cursor-not-allowed disabled:opacity-60`}
          disabled={!status.downloadable || downloading}
          onClick={() => void download()}
          data-testid="backup-download"
        >
          <Download className="size-4" aria-hidden />
          {downloading ? t("desk.backups.downloading") : t("desk.backups.download")}
        </button>
      </div>
      {backUpNow.isError && (
        <p role="alert" className="mt-2 text-sm text-red-800" data-testid="backup-now-problem">
          {backUpNow.error instanceof ApiError ? backUpNow.error.message : t("desk.common.noResponse")}
        </p>
      )}
    </section>
  );
}
