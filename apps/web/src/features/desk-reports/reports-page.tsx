// /owner/reports, How the shop is doing: sales over a chosen period by day, week or month (India days), by source and
// by payment method; the best and slowest pieces and categories; pieces with stock and no sale in 60 days. Phone
// first: one column of panels, the period's controls at the top. Each picture has its numbers in a table behind it,
// and every table downloads as a CSV. What each figure means is in "What the figures mean" (decision 057).
import { Money } from "@mayil/core/money";
import { PAYMENT_METHOD_LABELS } from "@mayil/core/order-payments";
import type { OrderSource } from "@mayil/core/owner-schemas";
import type { PieceFigures, PiecesReport, SalesFigures, SalesReport } from "@mayil/core/reports-schemas";
import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { DeskError } from "../../components/desk/desk-error";
import { Spinner } from "../../components/ui/spinner";
import { fieldLabelStyle, fieldStyle } from "../../components/ui/text-field";
import { rupees } from "../../lib/desk/desk-format";
import { paths } from "../../lib/paths";
import { usePageTitle } from "../../lib/use-page-title";
import { downloadReportCsv } from "./download-report-csv";
import { ReportFigure, RowBar } from "./report-figure";
import { ReportHelp } from "./report-help";
import { dayLabel, daysIn, periodFrom, periodLabel, presets, type ReportPeriod } from "./report-period";
import { SalesChart } from "./sales-chart";
import { usePiecesReport, useSalesReport } from "./use-reports";

/** The longest period the shop reports on at once (the server's REPORT_MAX_DAYS). */
const MAX_DAYS = 366;

export const SOURCE_LABELS: Record<OrderSource, string> = {
  website: "Website",
  whatsapp: "WhatsApp",
  instagram: "Instagram",
  phone: "Phone",
  walk_in: "Walk-in",
};

const GROUPINGS = [
  { value: "day", label: "Day" },
  { value: "week", label: "Week" },
  { value: "month", label: "Month" },
] as const;

const paise = (amount: string) => Money.fromWire(amount);

export function ReportsPage() {
  usePageTitle("Owner's desk · How the shop is doing");
  const [search, setSearch] = useSearchParams();
  const period = periodFrom(search);
  const problem =
    period.from > period.to
      ? { field: "from", message: "From must be on or before To." }
      : daysIn(period) > MAX_DAYS
        ? { field: "to", message: `A report covers at most ${MAX_DAYS} days: choose a shorter period.` }
        : null;
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
    </div>
  );
}

function Totals({ totals }: { totals: SalesFigures }) {
  const cards = [
    { label: "Revenue", value: rupees(totals.revenue), strong: true },
    { label: "Orders", value: String(totals.orders) },
    { label: "Units sold", value: String(totals.units) },
    { label: "Paid", value: rupees(totals.paid) },
    { label: "Still owed", value: rupees(totals.owed), warm: paise(totals.owed) > 0 },
    {
      label: "Refunded",
      value: rupees(totals.refunded),
      detail: paise(totals.refund_owed) > 0 ? `${rupees(totals.refund_owed)} still to refund` : undefined,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:col-span-2" data-testid="report-totals">
      {cards.map((card) => (
        <div key={card.label} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">
          <dt className="text-sm font-medium text-muted">{card.label}</dt>
          <dd
            className={`mt-1 font-display text-2xl leading-tight font-semibold lining-nums sm:text-3xl ${
              card.warm ? "text-gold-deep" : "text-peacock"
            }`}
          >
            {card.value}
          </dd>
          {card.detail && <dd className="mt-1 text-xs text-muted">{card.detail}</dd>}
        </div>
      ))}
    </dl>
  );
}

const th = "px-2 py-2 text-left text-xs font-semibold tracking-wide text-muted uppercase";
const thNumber = "px-2 py-2 text-right text-xs font-semibold tracking-wide text-muted uppercase";
const td = "px-2 py-2 align-top";
const tdNumber = "px-2 py-2 text-right align-top lining-nums tabular-nums";

function SalesReports({ report, period }: { report: SalesReport; period: ReportPeriod }) {
  const byWord = { day: "day", week: "week", month: "month" }[report.by];
  const largestSource = Math.max(...report.sources.map((s) => paise(s.revenue)));
  const largestMethod = Math.max(...report.methods.map((m) => paise(m.paid)));
  return (
    <>
      <Totals totals={report.totals} />
      <div className="lg:col-span-2">
        <ReportFigure
          testId="report-sales"
          title={`Sales by ${byWord}`}
          note={
            <>
              {dayLabel(report.from)} to {dayLabel(report.to)}: revenue as bars, paid as the gold line.
            </>
          }
          picture={<SalesChart report={report} />}
          download={() => downloadReportCsv(period, { report: "sales", table: "periods" })}
          table={
            <table className="w-full text-sm">
              <caption className="sr-only">Sales by {byWord}</caption>
              <thead>
                <tr>
                  <th scope="col" className={th}>
                    {report.by === "day" ? "Day" : report.by === "week" ? "Week" : "Month"}
                  </th>
                  <th scope="col" className={thNumber}>
                    Orders
                  </th>
                  <th scope="col" className={thNumber}>
                    Units
                  </th>
                  <th scope="col" className={thNumber}>
                    Revenue
                  </th>
                  <th scope="col" className={thNumber}>
                    Paid
                  </th>
                  <th scope="col" className={thNumber}>
                    Owed
                  </th>
                  <th scope="col" className={thNumber}>
                    Refunded
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {report.periods.map((row) => (
                  <tr key={row.start}>
                    <th scope="row" className={`${td} text-left font-medium whitespace-nowrap`}>
                      {periodLabel(row.start, report.by)}
                    </th>
                    <td className={tdNumber}>{row.orders}</td>
                    <td className={tdNumber}>{row.units}</td>
                    <td className={tdNumber}>{rupees(row.revenue)}</td>
                    <td className={tdNumber}>{rupees(row.paid)}</td>
                    <td className={tdNumber}>{rupees(row.owed)}</td>
                    <td className={tdNumber}>{rupees(row.refunded)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          }
        />
      </div>
      <ReportFigure
        testId="report-sources"
        title="Where the orders came from"
        note="Revenue by source; the number of orders beside."
        download={() => downloadReportCsv(period, { report: "sales", table: "sources" })}
        table={
          <table className="w-full text-sm">
            <caption className="sr-only">Sales by source</caption>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  Source
                </th>
                <th scope="col" className={thNumber}>
                  Orders
                </th>
                <th scope="col" className={thNumber}>
                  Revenue
                </th>
                <th scope="col" className={thNumber}>
                  Owed
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {report.sources.map((row) => (
                <tr key={row.source}>
                  <th scope="row" className={`${td} w-2/5 text-left font-medium`}>
                    {SOURCE_LABELS[row.source]}
                    <RowBar value={paise(row.revenue)} largest={largestSource} />
                  </th>
                  <td className={tdNumber}>{row.orders}</td>
                  <td className={tdNumber}>{rupees(row.revenue)}</td>
                  <td className={tdNumber}>{rupees(row.owed)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />
      <ReportFigure
        testId="report-methods"
        title="Payments by method"
        note="Payments and refunds on the period's orders, by method."
        download={() => downloadReportCsv(period, { report: "sales", table: "methods" })}
        table={
          <table className="w-full text-sm">
            <caption className="sr-only">Payments by method</caption>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  Method
                </th>
                <th scope="col" className={thNumber}>
                  Paid
                </th>
                <th scope="col" className={thNumber}>
                  Refunded
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {report.methods.map((row) => (
                <tr key={row.method}>
                  <th scope="row" className={`${td} w-2/5 text-left font-medium`}>
                    {PAYMENT_METHOD_LABELS[row.method]}
                    <RowBar value={paise(row.paid)} largest={largestMethod} tone="gold" />
                  </th>
                  <td className={tdNumber}>
                    {rupees(row.paid)}
                    <span className="block text-xs text-muted">
                      {row.payments} {row.payments === 1 ? "payment" : "payments"}
                    </span>
                  </td>
                  <td className={tdNumber}>
                    {rupees(row.refunded)}
                    <span className="block text-xs text-muted">
                      {row.refunds} {row.refunds === 1 ? "refund" : "refunds"}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />
    </>
  );
}

function PieceTable({ caption, pieces }: { caption: string; pieces: PieceFigures[] }) {
  const largest = Math.max(0, ...pieces.map((p) => paise(p.revenue)));
  if (pieces.length === 0) return <p className="text-sm text-muted">Nothing sold in this period.</p>;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={th}>
            Piece
          </th>
          <th scope="col" className={thNumber}>
            Units
          </th>
          <th scope="col" className={thNumber}>
            Revenue
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {pieces.map((piece) => (
          <tr key={piece.product_id ?? `gone-${piece.name}`}>
            <th scope="row" className={`${td} text-left font-medium`}>
              {piece.product_id ? (
                <Link to={paths.ownerProduct.getHref(piece.product_id)} className="hover:text-peacock hover:underline">
                  {piece.name}
                </Link>
              ) : (
                piece.name
              )}
              {piece.category && <span className="block text-xs font-normal text-muted">{piece.category}</span>}
              <RowBar value={paise(piece.revenue)} largest={largest} />
            </th>
            <td className={tdNumber}>{piece.units}</td>
            <td className={tdNumber}>{rupees(piece.revenue)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Pieces sitting unsold listed before "Show all": a new shop's whole catalogue can be there. */
const UNSOLD_SHOWN = 10;

function PiecesReports({ report, period }: { report: PiecesReport; period: ReportPeriod }) {
  const [showAllUnsold, setShowAllUnsold] = useState(false);
  const everyPiece = () => downloadReportCsv(period, { report: "pieces", table: "pieces" });
  const largestCategory = Math.max(0, ...report.categories.map((c) => paise(c.revenue)));
  return (
    <>
      <ReportFigure
        testId="report-best"
        title="Best pieces"
        note="What earned most in the period, returns taken off. The CSV lists every piece."
        download={everyPiece}
        table={<PieceTable caption="Best pieces" pieces={report.best} />}
      />
      <ReportFigure
        testId="report-slowest"
        title="Slowest pieces"
        note="Pieces on sale that sold fewest units in the period."
        download={everyPiece}
        table={<PieceTable caption="Slowest pieces" pieces={report.slowest} />}
      />
      <ReportFigure
        testId="report-categories"
        title="Categories"
        note="Revenue by category, returns taken off."
        download={() => downloadReportCsv(period, { report: "pieces", table: "categories" })}
        table={
          report.categories.length === 0 ? (
            <p className="text-sm text-muted">Nothing sold in this period.</p>
          ) : (
            <table className="w-full text-sm">
              <caption className="sr-only">Categories</caption>
              <thead>
                <tr>
                  <th scope="col" className={th}>
                    Category
                  </th>
                  <th scope="col" className={thNumber}>
                    Units
                  </th>
                  <th scope="col" className={thNumber}>
                    Revenue
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {report.categories.map((row) => (
                  <tr key={row.category ?? "none"}>
                    <th scope="row" className={`${td} w-1/2 text-left font-medium`}>
                      {row.category ?? "No category"}
                      <RowBar value={paise(row.revenue)} largest={largestCategory} />
                    </th>
                    <td className={tdNumber}>{row.units}</td>
                    <td className={tdNumber}>{rupees(row.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      />
      <ReportFigure
        testId="report-unsold"
        title={`No sale in ${report.unsold_days} days`}
        note={`Pieces on sale with stock that nobody ordered in the last ${report.unsold_days} days, most stock first.`}
        download={() => downloadReportCsv(period, { report: "pieces", table: "unsold" })}
        table={
          report.unsold.length === 0 ? (
            <p className="text-sm text-muted">Every piece in stock sold in the last {report.unsold_days} days.</p>
          ) : (
            <table className="w-full text-sm">
              <caption className="sr-only">Pieces with no sale in {report.unsold_days} days</caption>
              <thead>
                <tr>
                  <th scope="col" className={th}>
                    Piece
                  </th>
                  <th scope="col" className={thNumber}>
                    In stock
                  </th>
                  <th scope="col" className={thNumber}>
                    Last sold
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {(showAllUnsold ? report.unsold : report.unsold.slice(0, UNSOLD_SHOWN)).map((piece) => (
                  <tr key={piece.product_id}>
                    <th scope="row" className={`${td} text-left font-medium`}>
                      <Link
                        to={paths.ownerProduct.getHref(piece.product_id)}
                        className="hover:text-peacock hover:underline"
                      >
                        {piece.name}
                      </Link>
                      {piece.category && <span className="block text-xs font-normal text-muted">{piece.category}</span>}
                    </th>
                    <td className={tdNumber}>{piece.stock}</td>
                    <td className={`${tdNumber} whitespace-nowrap`}>
                      {piece.last_sold_on ? dayLabel(piece.last_sold_on) : "Never"}
                    </td>
                  </tr>
                ))}
              </tbody>
              {report.unsold.length > UNSOLD_SHOWN && (
                <tfoot>
                  <tr>
                    <td colSpan={3} className="pt-3">
                      <button
                        type="button"
                        className="min-h-11 text-sm font-medium text-peacock hover:underline"
                        onClick={() => setShowAllUnsold((now) => !now)}
                      >
                        {showAllUnsold ? `Show the first ${UNSOLD_SHOWN}` : `Show all ${report.unsold.length}`}
                      </button>
                    </td>
                  </tr>
                </tfoot>
              )}
            </table>
          )
        }
      />
    </>
  );
}
