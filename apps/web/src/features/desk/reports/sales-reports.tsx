// The sales reports of the period: its totals, sales by day, week or month (a chart with its table), by source and by
// payment method (decision 057).
import { Money } from "@mayil/core/money/money";
import type { SalesFigures, SalesReport } from "@mayil/core/reports/reports-schemas";
import { rupees, useDeskDates } from "../../../lib/desk/desk-format";
import { useDeskMessages } from "../../../lib/desk/desk-messages";
import { downloadReportCsv } from "./download-report-csv";
import { ReportFigure, RowBar } from "./report-figure";
import { periodLabel, type ReportPeriod } from "./report-period";
import { ReportTable, td, tdNumber } from "./report-table";
import { SalesChart } from "./sales-chart";

const paise = (amount: string) => Money.fromWire(amount);

function Totals({ totals }: { totals: SalesFigures }) {
  const t = useDeskMessages();
  // One definition of sales across Today, Reports and Customers (decision 073): sales are the orders placed and not
  // cancelled at their value, returns are their own figure, and net sales are sales less returns.
  const cards: { label: string; value: string; detail?: string; warm?: boolean }[] = [
    {
      label: t("desk.reports.sales"),
      value: rupees(totals.sales),
      detail: t("desk.reports.totals.ordersPlaced", { count: totals.orders }),
    },
    {
      label: t("desk.reports.returns"),
      value: rupees(totals.returns),
      detail: paise(totals.returns) > 0 ? t("desk.reports.totals.cameBack") : t("desk.reports.totals.nothingCameBack"),
    },
    {
      label: t("desk.reports.netSales"),
      value: rupees(totals.revenue),
      detail: t("desk.reports.totals.unitsKept", { count: totals.units }),
    },
    { label: t("desk.reports.paid"), value: rupees(totals.paid) },
    { label: t("desk.reports.stillOwed"), value: rupees(totals.owed), warm: paise(totals.owed) > 0 },
    {
      label: t("desk.reports.refunded"),
      value: rupees(totals.refunded),
      detail:
        paise(totals.refund_owed) > 0
          ? t("desk.reports.totals.stillToRefund", { amount: rupees(totals.refund_owed) })
          : undefined,
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

export function SalesReports({ report, period }: { report: SalesReport; period: ReportPeriod }) {
  const t = useDeskMessages();
  const { language, day } = useDeskDates();
  const salesBy = t(`desk.reports.salesBy.${report.by}`);
  const largestSource = Math.max(...report.sources.map((s) => paise(s.revenue)));
  const largestMethod = Math.max(...report.methods.map((m) => paise(m.paid)));
  return (
    <>
      <Totals totals={report.totals} />
      <div className="lg:col-span-2">
        <ReportFigure
          testId="report-sales"
          title={salesBy}
          note={t("desk.reports.salesBy.note", { from: day(report.from, "date"), to: day(report.to, "date") })}
          picture={<SalesChart report={report} />}
          download={() => downloadReportCsv(period, { report: "sales", table: "periods" })}
          table={
            <ReportTable
              caption={salesBy}
              name={t(`desk.reports.by.${report.by}`)}
              numbers={[
                t("desk.reports.orders"),
                t("desk.reports.units"),
                t("desk.reports.sales"),
                t("desk.reports.returns"),
                t("desk.reports.netSales"),
                t("desk.reports.paid"),
                t("desk.reports.owed"),
                t("desk.reports.refunded"),
              ]}
            >
              {report.periods.map((row) => (
                <tr key={row.start}>
                  <th scope="row" className={`${td} text-left font-medium whitespace-nowrap`}>
                    {periodLabel(row.start, report.by, t, language)}
                  </th>
                  <td className={tdNumber}>{row.orders}</td>
                  <td className={tdNumber}>{row.units}</td>
                  <td className={tdNumber}>{rupees(row.sales)}</td>
                  <td className={tdNumber}>{rupees(row.returns)}</td>
                  <td className={tdNumber}>{rupees(row.revenue)}</td>
                  <td className={tdNumber}>{rupees(row.paid)}</td>
                  <td className={tdNumber}>{rupees(row.owed)}</td>
                  <td className={tdNumber}>{rupees(row.refunded)}</td>
                </tr>
              ))}
            </ReportTable>
          }
        />
      </div>
      <ReportFigure
        testId="report-sources"
        title={t("desk.reports.sources.title")}
        note={t("desk.reports.sources.note")}
        download={() => downloadReportCsv(period, { report: "sales", table: "sources" })}
        table={
          <ReportTable
            caption={t("desk.reports.sources.caption")}
            name={t("desk.reports.sources.source")}
            numbers={[t("desk.reports.orders"), t("desk.reports.netSales"), t("desk.reports.owed")]}
          >
            {report.sources.map((row) => (
              <tr key={row.source}>
                <th scope="row" className={`${td} w-2/5 text-left font-medium`}>
                  {t(`desk.reports.source.${row.source}`)}
                  <RowBar value={paise(row.revenue)} largest={largestSource} />
                </th>
                <td className={tdNumber}>{row.orders}</td>
                <td className={tdNumber}>{rupees(row.revenue)}</td>
                <td className={tdNumber}>{rupees(row.owed)}</td>
              </tr>
            ))}
          </ReportTable>
        }
      />
      <ReportFigure
        testId="report-methods"
        title={t("desk.reports.methods.title")}
        note={t("desk.reports.methods.note")}
        download={() => downloadReportCsv(period, { report: "sales", table: "methods" })}
        table={
          <ReportTable
            caption={t("desk.reports.methods.title")}
            name={t("desk.reports.methods.method")}
            numbers={[t("desk.reports.paid"), t("desk.reports.refunded")]}
          >
            {report.methods.map((row) => (
              <tr key={row.method}>
                <th scope="row" className={`${td} w-2/5 text-left font-medium`}>
                  {t(`desk.reports.method.${row.method}`)}
                  <RowBar value={paise(row.paid)} largest={largestMethod} tone="gold" />
                </th>
                <td className={tdNumber}>
                  {rupees(row.paid)}
                  <span className="block text-xs text-muted">
                    {t("desk.reports.methods.payments", { count: row.payments })}
                  </span>
                </td>
                <td className={tdNumber}>
                  {rupees(row.refunded)}
                  <span className="block text-xs text-muted">
                    {t("desk.reports.methods.refunds", { count: row.refunds })}
                  </span>
                </td>
              </tr>
            ))}
          </ReportTable>
        }
      />
    </>
  );
}
