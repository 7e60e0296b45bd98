// The sales reports of the period: its totals, sales by day, week or month (a chart with its table), by source and by
// payment method (decision 057).
import { Money } from "@mayil/core/money/money";
import { PAYMENT_METHOD_LABELS } from "@mayil/core/orders/order-payments";
import { ORDER_SOURCE_LABELS } from "@mayil/core/orders/order-sources";
import type { SalesFigures, SalesReport } from "@mayil/core/reports/reports-schemas";
import { rupees } from "../../../lib/desk/desk-format";
import { downloadReportCsv } from "./download-report-csv";
import { ReportFigure, RowBar } from "./report-figure";
import { dayLabel, periodLabel, type ReportPeriod } from "./report-period";
import { ReportTable, td, tdNumber } from "./report-table";
import { SalesChart } from "./sales-chart";

const paise = (amount: string) => Money.fromWire(amount);

function Totals({ totals }: { totals: SalesFigures }) {
  // One definition of sales across Today, Reports and Customers (decision 073): sales are the orders placed and not
  // cancelled at their value, returns are their own figure, and net sales are sales less returns.
  const cards: { label: string; value: string; detail?: string; warm?: boolean }[] = [
    {
      label: "Sales",
      value: rupees(totals.sales),
      detail: `${totals.orders} ${totals.orders === 1 ? "order" : "orders"} placed, cancelled ones left out`,
    },
    {
      label: "Returns",
      value: rupees(totals.returns),
      detail: paise(totals.returns) > 0 ? "Pieces that came back" : "Nothing came back",
    },
    {
      label: "Net sales",
      value: rupees(totals.revenue),
      detail: `Sales less returns · ${totals.units} ${totals.units === 1 ? "unit" : "units"} kept`,
    },
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

export function SalesReports({ report, period }: { report: SalesReport; period: ReportPeriod }) {
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
              {dayLabel(report.from)} to {dayLabel(report.to)}: net sales (sales less returns) as bars, paid as the gold
              line.
            </>
          }
          picture={<SalesChart report={report} />}
          download={() => downloadReportCsv(period, { report: "sales", table: "periods" })}
          table={
            <ReportTable
              caption={`Sales by ${byWord}`}
              name={report.by === "day" ? "Day" : report.by === "week" ? "Week" : "Month"}
              numbers={["Orders", "Units", "Sales", "Returns", "Net sales", "Paid", "Owed", "Refunded"]}
            >
              {report.periods.map((row) => (
                <tr key={row.start}>
                  <th scope="row" className={`${td} text-left font-medium whitespace-nowrap`}>
                    {periodLabel(row.start, report.by)}
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
        title="Where the orders came from"
        note="Net sales (sales less returns) by source; the number of orders beside."
        download={() => downloadReportCsv(period, { report: "sales", table: "sources" })}
        table={
          <ReportTable caption="Sales by source" name="Source" numbers={["Orders", "Net sales", "Owed"]}>
            {report.sources.map((row) => (
              <tr key={row.source}>
                <th scope="row" className={`${td} w-2/5 text-left font-medium`}>
                  {ORDER_SOURCE_LABELS[row.source]}
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
        title="Payments by method"
        note="Payments and refunds on the period's orders, by method."
        download={() => downloadReportCsv(period, { report: "sales", table: "methods" })}
        table={
          <ReportTable caption="Payments by method" name="Method" numbers={["Paid", "Refunded"]}>
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
          </ReportTable>
        }
      />
    </>
  );
}
