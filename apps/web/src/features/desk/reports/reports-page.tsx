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
import { usePageTitle } from "../../../lib/use-page-title";
import { CashOnDeliveryReports } from "./cash-on-delivery-reports";
import { PiecesReports } from "./pieces-reports";
import { ReportHelp } from "./report-help";
import { periodFrom, presets, type ReportPeriod } from "./report-period";
import { SalesReports } from "./sales-reports";
import { useCashOnDeliveryReport, usePiecesReport, useSalesReport } from "./use-reports";

const UNITS = { day: "days", week: "weeks", month: "months" } as const;

/** What stops the period from being reported on, as the server would refuse it (decision 062), or null. */
function periodProblem(period: ReportPeriod): { field: "from" | "to"; message: string } | null {
  for (const field of ["from", "to"] as const) {
    if (dayProblem(period[field], field)) {
      return { field, message: `${field === "from" ? "From" : "To"} must be a day from 1 Jan 2020 to 31 Dec 2099.` };
    }
  }
  if (period.from > period.to) return { field: "from", message: "From must be on or before To." };
  if (longPeriodProblem(period.from, period.to, period.by)) {
    const longest = `${LONGEST_PERIOD[period.by]} ${UNITS[period.by]}`;
    return { field: "to", message: `A report by ${period.by} covers at most ${longest}: choose a shorter period.` };
  }
  return null;
}

const GROUPINGS = [
  { value: "day", label: "Day" },
  { value: "week", label: "Week" },
  { value: "month", label: "Month" },
] as const;

export function ReportsPage() {
  usePageTitle("Owner's desk · How the shop is doing");
  const [search, setSearch] = useSearchParams();
  const period = periodFrom(search);
  const problem = periodProblem(period);
  const choose = (next: Partial<ReportPeriod>) => {
    const merged = { ...period, ...next };
    setSearch({ from: merged.from, to: merged.to, by: merged.by }, { replace: true });
  };
  return (
    <section aria-labelledby="reports-title">
      <h1 id="reports-title" className="font-display text-3xl font-semibold sm:text-4xl">
        How the shop is doing
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
  const chip = (pressed: boolean) =>
    `inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium ring-1 transition-colors ${
      pressed ? "bg-peacock text-white ring-peacock" : "bg-white text-ink ring-line hover:ring-peacock/40"
    }`;
  return (
    <div className="mt-4 space-y-3 rounded-2xl bg-sand/60 p-4 ring-1 ring-line">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Period</legend>
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
              {preset.label}
            </button>
          );
        })}
      </fieldset>
      <div className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
        <div>
          <label htmlFor={`${id}-from`} className={fieldLabelStyle}>
            From
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
            To
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
          <legend className="sr-only">Bars by</legend>
          {GROUPINGS.map((grouping) => (
            <button
              key={grouping.value}
              type="button"
              aria-pressed={period.by === grouping.value}
              className={chip(period.by === grouping.value)}
              onClick={() => choose({ by: grouping.value })}
            >
              {grouping.label}
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
  const sales = useSalesReport(period);
  const pieces = usePiecesReport(period);
  // Cash on delivery after the others, and only once the shop uses it: no spinner while it loads, since most shops
  // never see this report (a failure still says so, with its retry).
  const cashOnDelivery = useCashOnDeliveryReport(period);
  return (
    <div className="mt-6 grid gap-4 lg:grid-cols-2 lg:gap-6">
      {sales.isPending ? (
        <Spinner label="Adding up the sales..." />
      ) : sales.isError ? (
        <DeskError error={sales.error} retry={() => void sales.refetch()} />
      ) : (
        <SalesReports report={sales.data} period={period} />
      )}
      {pieces.isPending ? (
        <Spinner label="Ranking the pieces..." />
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
