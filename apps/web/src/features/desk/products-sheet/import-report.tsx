// What a dry run found: the bad rows first, each with its line as the spreadsheet shows it and the reason, then
// every row that would be created or changed with what changes in it.
import type { ProductImportResult } from "@mayil/core/catalogue/products-sheet-schemas";
import { AlertTriangle } from "lucide-react";
import { useDeskMessages } from "../../../lib/desk/desk-messages";
import { rowsToShow } from "./import-summary";

const chip = "inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold";

export function ImportCounts({ result }: { result: ProductImportResult }) {
  const t = useDeskMessages();
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t("desk.sheet.rows")} data-testid="import-counts">
      <li className={`${chip} bg-gold-light/40 text-ink`}>{t("desk.sheet.countNew", { count: result.created })}</li>
      <li className={`${chip} bg-peacock/10 text-peacock`}>
        {t("desk.sheet.countChanged", { count: result.changed })}
      </li>
      <li className={`${chip} bg-sand text-muted`}>{t("desk.sheet.countUnchanged", { count: result.unchanged })}</li>
      {result.errors.length > 0 && (
        <li className={`${chip} bg-red-100 text-red-900`}>
          {t("desk.sheet.countToFix", { count: result.errors.length })}
        </li>
      )}
    </ul>
  );
}

export function BadRows({ errors }: { errors: ProductImportResult["errors"] }) {
  const t = useDeskMessages();
  if (errors.length === 0) return null;
  return (
    <section aria-labelledby="bad-rows-title" className="rounded-2xl bg-red-50 p-4 ring-1 ring-red-200 sm:p-5">
      <h3 id="bad-rows-title" className="flex items-center gap-2 font-semibold text-red-900">
        <AlertTriangle className="size-5" aria-hidden />
        {t("desk.sheet.badRows")}
      </h3>
      <ul className="mt-3 flex flex-col gap-2" data-testid="import-errors">
        {errors.map((problem) => (
          <li
            // A row can have several problems, each its own entry (the list never re-sorts).
            key={`${problem.line}: ${problem.error}`}
            className="flex gap-3 rounded-xl bg-white p-3 text-sm ring-1 ring-red-200"
            data-testid="import-error"
          >
            <span className="shrink-0 font-semibold whitespace-nowrap text-red-900 lining-nums">
              {t("desk.sheet.line", { line: problem.line })}
            </span>
            <span className="min-w-0 break-words text-ink">{problem.error}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ChangedRows({ result }: { result: ProductImportResult }) {
  const t = useDeskMessages();
  const rows = rowsToShow(result);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="changed-rows-title">
      <h3 id="changed-rows-title" className="font-semibold text-ink">
        {!result.dry_run
          ? t("desk.sheet.did")
          : result.errors.length > 0
            ? t("desk.sheet.wouldDoOnceFixed")
            : t("desk.sheet.wouldDo")}
      </h3>
      <ul className="mt-3 flex flex-col gap-2" data-testid="import-rows">
        {rows.map((row) => (
          <li key={row.line} className="rounded-xl bg-white p-3 text-sm ring-1 ring-line" data-testid="import-row">
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="text-xs font-medium text-muted lining-nums">
                {t("desk.sheet.line", { line: row.line })}
              </span>
              <span
                className={`${chip} py-0.5 ${row.action === "create" ? "bg-gold-light/40 text-ink" : "bg-peacock/10 text-peacock"}`}
              >
                {row.action === "create" ? t("desk.sheet.rowNew") : t("desk.sheet.rowChange")}
              </span>
              <span className="min-w-0 font-medium break-words text-ink">{row.product}</span>
            </div>
            {row.changes.length > 0 && (
              <ul className="mt-1.5 flex flex-col gap-0.5 pl-1 text-muted">
                {row.changes.map((change) => (
                  <li key={change} className="break-words">
                    {change}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
