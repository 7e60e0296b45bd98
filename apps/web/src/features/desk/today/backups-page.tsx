// /owner/backups: the shop's backups on a page of their own (the same card as on Today), reached from More.
import { useDeskMessages } from "../../../lib/desk/desk-messages";
import { usePageTitle } from "../../../lib/use-page-title";
import { BackupPanel } from "./backup-panel";

export function BackupsPage() {
  const t = useDeskMessages();
  usePageTitle(t("desk.titleOf", { page: t("desk.place.backups") }));
  return (
    <section aria-labelledby="backups-page-title" className="max-w-3xl">
      <h1 id="backups-page-title" className="font-display text-3xl font-semibold sm:text-4xl">
        {t("desk.place.backups")}
      </h1>
      <p className="mt-2 text-muted">{t("desk.backups.about")}</p>
      <BackupPanel heading={t("desk.backups.lastTitle")} />
    </section>
  );
}
