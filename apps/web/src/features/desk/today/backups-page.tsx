// /owner/backups: the shop's backups on a page of their own (the same card as on Today), reached from More.
import { usePageTitle } from "../../../lib/use-page-title";
import { BackupPanel } from "./backup-panel";

export function BackupsPage() {
  usePageTitle("Owner's desk · Backups");
  return (
    <section aria-labelledby="backups-page-title" className="max-w-3xl">
      <h1 id="backups-page-title" className="font-display text-3xl font-semibold sm:text-4xl">
        Backups
      </h1>
      <p className="mt-2 text-muted">A copy of the whole shop: orders, products, stock changes and photos.</p>
      <BackupPanel heading="The last backup" />
    </section>
  );
}
