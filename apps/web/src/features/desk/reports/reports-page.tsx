// /owner/reports, How the shop is doing: sales over a chosen period by day, week or month (India days), by source and
// by payment method; the best and slowest pieces and categories; pieces with stock and no sale in 60 days; cash on
// delivery once the shop takes it. Phone
// first: one column of panels, the period's controls at the top. Each picture has its numbers in a table behind it,
// and every table downloads as a CSV. What each figure means is in "What the figures mean" (decision 057). This file
// is the page and its period; the sales and the pieces reports are their own files.
import { dayProblem, FIRST_DAY, LAST_DAY } from "@mayil/core/calendar/calendar";
import { LONGEST_PERIOD, longPeriodProblem } from "@mayil/core/reports/report-periods";
import { useId } from "react";
import { useSearchParams } from "react-router";
import { DeskError } from "../../../components/desk/desk-error";
import { Spinner } from "../../../components/ui/spinner";
import { fieldLabelStyle, fieldStyle } from "../../../components/ui/text-field";
import { type DeskSay, useDeskMessages } from "../../../lib/desk/desk-messages";
import { usePageTitle } from "../../../lib/use-page-title";
import { CashOnDeliveryReports } from "./cash-on-delivery-reports";
import { PiecesReports } from "./pieces-reports";
import { ReportHelp } from "./report-help";
import { periodFrom, presets, type ReportPeriod } from "./report-period";
import { SalesReports } from "./sales-reports";
import { useCashOnDeliveryReport, usePiecesReport, useSalesReport } from "./use-reports";

/** What stops the period from being reported on, as the server would refuse it (decision 062), or null. */
function periodProblem(period: ReportPeriod, t: DeskSay): { field: "from" | "to"; message: string } | null {
  for (const field of ["from", "to"] as const) {
    if (dayProblem(period[field], field)) {
      return { field, message: t(field === "from" ? "desk.reports.fromOutOfRange" : "desk.reports.toOutOfRange") };
    }
  }
  if (period.from > period.to) return { field: "from", message: t("desk.reports.fromAfterTo") };
  if (longPeriodProblem(period.from, period.to, period.by)) {
    return { field: "to", message: t(`desk.reports.tooLong.${period.by}`, { longest: LONGEST_PERIOD[period.by] }) };
  }
  return null;
}

const GROUPINGS = [
  { value: "day", label: "desk.reports.by.day" },
  { value: "week", label: "desk.reports.by.week" },
  { value: "month", label: "desk.reports.by.month" },
] as const;

export function ReportsPage() {
  const t = useDeskMessages();
  usePageTitle(t("desk.titleOf", { page: t("desk.reports.title") }));
  const [search, setSearch] = useSearchParams();
  const period = periodFrom(search);
  const problem = periodProblem(period, t);
  const choose = (next: Partial<ReportPeriod>) => {
    const merged = { ...period, ...next };
    setSearch({ from: merged.from, to: merged.to, by: merged.by }, { replace: true });
  };
  return (
    <section aria-labelledby="reports-title">
      <h1 id="reports-title" className="font-display text-3xl font-semibold sm:text-4xl">
        {t("desk.reports.title")}
      </h1>
      <PeriodControls period={period} choose={choose} problem={problem} />
      <ReportHelp />
      {problem ? null : <Reports period={period} />}
    </section>
  );
}

function PeriodControls({
  period,
  choose,
  problem,
}: {
  period: ReportPeriod;
  choose: (next: Partial<ReportPeriod>) => void;
  problem: { field: string; message: string } | null;
}) {
  const id = useId();
  const t = useDeskMessages();
  const chip = (pressed: boolean) =>
    `inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium ring-1 transition-colors ${
      pressed ? "bg-peacock text-white ring-peacock" : "bg-white text-ink ring-line hover:ring-peacock/40"
    }`;
  return (
    <div className="mt-4 space-y-3 rounded-2xl bg-sand/60 p-4 ring-1 ring-line">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t("desk.reports.period")}</legend>
        {presets().map((preset) => {
          const pressed = preset.period.from === period.from && preset.period.to === period.to;
          return (
            <button
              key={preset.label}
              type="button"
              aria-pressed={pressed}
              className={chip(pressed)}
              onClick={() => choose(preset.period)}
            >
              {t(preset.label)}
            </button>
          );
        })}
      </fieldset>
      <div className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
        <div>
          <label htmlFor={`${id}-from`} className={fieldLabelStyle}>
            {t("desk.reports.from")}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            min={FIRST_DAY}
            max={LAST_DAY}
            value={period.from}
            aria-invalid={problem?.field === "from" || undefined}
            aria-describedby={problem?.field === "from" ? `${id}-problem` : undefined}
            onChange={(event) => event.target.value && choose({ from: event.target.value })}
            className={`${fieldStyle} min-w-0`}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className={fieldLabelStyle}>
            {t("desk.reports.to")}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            min={FIRST_DAY}
            max={LAST_DAY}
            value={period.to}
            aria-invalid={problem?.field === "to" || undefined}
            aria-describedby={problem?.field === "to" ? `${id}-problem` : undefined}
            onChange={(event) => event.target.value && choose({ to: event.target.value })}
            className={`${fieldStyle} min-w-0`}
          />
        </div>
        <fieldset className="col-span-2 flex gap-2">
          <legend className="sr-only">{t("desk.reports.barsBy")}</legend>
          {GROUPINGS.map((grouping) => (
            <button
              key={grouping.value}
              type="button"
              aria-pressed={period.by === grouping.value}
              className={chip(period.by === grouping.value)}
              onClick={() => choose({ by: grouping.value })}
            >
              {t(grouping.label)}
            </button>
          ))}
        </fieldset>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-red-700">
          {problem.message}
        </p>
      )}
    </div>
  );
}

function Reports({ period }: { period: ReportPeriod }) {
  const t = useDeskMessages();
  const sales = useSalesReport(period);
  const pieces = usePiecesReport(period);
  // Cash on delivery after the others, and only once the shop uses it: no spinner while it loads, since most shops
  // never see this report (a failure still says so, with its retry).
  const cashOnDelivery = useCashOnDeliveryReport(period);
  return (
    // One column of minmax(0, 1fr) on a phone: a wide table (Malayalam headings, "Show the numbers") scrolls inside its
    // panel instead of widening the page.
    <div className="mt-6 grid grid-cols-1 gap-4 lg:grid-cols-2 lg:gap-6">
      {sales.isPending ? (
        <Spinner label={t("desk.reports.loadingSales")} />
      ) : sales.isError ? (
        <DeskError error={sales.error} retry={() => void sales.refetch()} />
      ) : (
        <SalesReports report={sales.data} period={period} />
      )}
      {pieces.isPending ? (
        <Spinner label={t("desk.reports.loadingPieces")} />
      ) : pieces.isError ? (
        <DeskError error={pieces.error} retry={() => void pieces.refetch()} />
      ) : (
        <PiecesReports report={pieces.data} period={period} />
      )}
      {cashOnDelivery.isError ? (
        <DeskError error={cashOnDelivery.error} retry={() => void cashOnDelivery.refetch()} />
      ) : cashOnDelivery.data ? (
        <CashOnDeliveryReports report={cashOnDelivery.data} period={period} />
      ) : null}
    </div>
  );
}
