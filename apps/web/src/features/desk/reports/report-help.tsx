// "What the figures mean": the reports' definitions in the owner's words, the same as decision 057 and the contract's
// descriptions (packages/core reports-schemas.ts). Folded away until she asks.
import { useDeskMessages } from "../../../lib/desk/desk-messages";

/** The figures, in the order she reads them: each has a term and what it means (desk.reports.help.<figure>.*). */
const FIGURES = ["orders", "units", "sales", "returns", "net", "paid", "owed", "refunded", "weeks", "pieces"] as const;

export function ReportHelp() {
  const t = useDeskMessages();
  return (
    <details className="mt-4 rounded-2xl bg-white p-4 text-sm ring-1 ring-line" data-testid="report-help">
      <summary className="min-h-11 cursor-pointer content-center font-medium text-peacock">
        {t("desk.reports.help.title")}
      </summary>
      <dl className="mt-2 space-y-2 text-ink">
        {FIGURES.map((figure) => (
          <div key={figure}>
            <dt className="font-semibold">{t(`desk.reports.help.${figure}.term`)}</dt>
            <dd>{t(`desk.reports.help.${figure}.means`)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
