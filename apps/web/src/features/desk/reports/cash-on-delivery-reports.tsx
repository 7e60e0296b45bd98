// Cash on delivery in the reports (decision 083), shown once the shop takes COD or ever took a COD order: the period's
// COD orders against prepaid ones, how their parcels ended (returned to origin, RTO, by state and courier, with the
// rate of those that finished), what the couriers charged for the ones that came back, and the cash each courier holds
// now, the same as the cash-on-delivery page.
import { Money } from "@mayil/core/money/money";
import type { PaymentChoice } from "@mayil/core/orders/cash-on-delivery";
import type { CodReport } from "@mayil/core/reports/reports-schemas";
import { useId } from "react";
import { Link } from "react-router";
import { rupees } from "../../../lib/desk/desk-format";
import { type DeskSay, useDeskMessages } from "../../../lib/desk/desk-messages";
import { paths } from "../../../lib/paths";
import { downloadReportCsv } from "./download-report-csv";
import { ReportFigure, RowBar } from "./report-figure";
import type { ReportPeriod } from "./report-period";
import { ReportTable, td, tdNumber } from "./report-table";

const CHOICE_LABELS = { cod: "desk.place.cashOnDelivery", prepaid: "desk.reports.cod.paidFirst" } as const;

type Outcomes = CodReport["parcels"]["states"][number];

/** 33.3 → "33.3%"; none while no parcel finished (delivered or returned), so no rate is made up from nothing. */
export const rateLabel = (rate: number | null, t: DeskSay) =>
  rate === null ? t("desk.reports.cod.noneYet") : `${rate}%`;

/** A row's name with its parcels shipped beneath (four number columns do not fit a phone's width). */
function OutcomeName({ name, shipped }: { name: string; shipped: number }) {
  const t = useDeskMessages();
  return (
    <th scope="row" className={`${td} text-left font-medium`}>
      {name}
      <span className="block text-xs font-normal text-muted">{t("desk.reports.cod.shipped", { count: shipped })}</span>
    </th>
  );
}

function OutcomeCells({ row }: { row: Omit<Outcomes, "state"> }) {
  const t = useDeskMessages();
  return (
    <>
      <td className={tdNumber}>{row.delivered}</td>
      <td className={tdNumber}>{row.returned}</td>
      <td className={`${tdNumber} whitespace-nowrap ${row.rto_rate === null ? "text-muted" : "font-medium"}`}>
        {rateLabel(row.rto_rate, t)}
      </td>
    </>
  );
}

const outcomeHeadings = (t: DeskSay) => [
  t("desk.reports.cod.delivered"),
  t("desk.reports.cod.returned"),
  t("desk.reports.cod.rtoRate"),
];

export function CashOnDeliveryReports({ report, period }: { report: CodReport; period: ReportPeriod }) {
  const download = (table: "choices" | "states" | "couriers" | "waiting") => () =>
    downloadReportCsv(period, { report: "cash-on-delivery", table });
  const id = useId();
  const t = useDeskMessages();
  if (!report.in_use) return null;
  const largestSale = Math.max(...report.choices.map((row) => Money.fromWire(row.sales)));
  const rateOf = (choice: PaymentChoice) => report.parcels.choices.find((row) => row.choice === choice);
  return (
    <section aria-labelledby={`${id}-title`} className="grid grid-cols-1 gap-4 lg:col-span-2 lg:grid-cols-2 lg:gap-6">
      <h2 id={`${id}-title`} className="font-display text-3xl font-semibold lg:col-span-2">
        {t("desk.place.cashOnDelivery")}
      </h2>
      <ReportFigure
        heading="h3"
        testId="report-cod-choices"
        download={download("choices")}
        title={t("desk.reports.cod.choices.title")}
        note={t("desk.reports.cod.choices.note")}
        table={
          <ReportTable
            caption={t("desk.reports.cod.choices.caption")}
            name={t("desk.reports.cod.payment")}
            numbers={[t("desk.reports.orders"), t("desk.reports.sales"), t("desk.reports.cod.fees")]}
          >
            {[...report.choices].reverse().map((row) => (
              <tr key={row.choice}>
                <th scope="row" className={`${td} w-2/5 text-left font-medium`}>
                  {t(CHOICE_LABELS[row.choice])}
                  <RowBar value={Money.fromWire(row.sales)} largest={largestSale} tone="gold" />
                </th>
                <td className={tdNumber}>{row.orders}</td>
                <td className={tdNumber}>{rupees(row.sales)}</td>
                <td className={tdNumber}>{rupees(row.cod_fees)}</td>
              </tr>
            ))}
          </ReportTable>
        }
      />
      <ReportFigure
        heading="h3"
        testId="report-cod-waiting"
        download={download("waiting")}
        title={t("desk.cod.withCouriers")}
        note={
          <>
            {t("desk.reports.cod.waiting.note")}{" "}
            <Link to={paths.ownerCashOnDelivery.getHref()} className="font-medium text-peacock underline">
              {t("desk.cod.record")}
            </Link>
          </>
        }
        table={
          report.waiting.couriers.length === 0 ? (
            <p className="text-sm text-muted">{t("desk.reports.cod.waiting.none")}</p>
          ) : (
            <ReportTable
              caption={t("desk.cod.withCouriers")}
              name={t("desk.cod.courier")}
              numbers={[t("desk.reports.cod.parcels"), t("desk.reports.cod.cash")]}
              footer={
                <tfoot>
                  <tr className="border-t border-line font-semibold">
                    <th scope="row" className={`${td} text-left`}>
                      {t("desk.reports.cod.allCouriers")}
                    </th>
                    <td className={tdNumber}>{report.waiting.parcels}</td>
                    <td className={tdNumber}>{rupees(report.waiting.amount)}</td>
                  </tr>
                </tfoot>
              }
            >
              {report.waiting.couriers.map((row) => (
                <tr key={row.courier}>
                  <th scope="row" className={`${td} text-left font-medium`}>
                    {row.courier_name}
                  </th>
                  <td className={tdNumber}>{row.parcels}</td>
                  <td className={tdNumber}>{rupees(row.amount)}</td>
                </tr>
              ))}
            </ReportTable>
          )
        }
      />
      <ReportFigure
        heading="h3"
        testId="report-cod-returns"
        download={download("states")}
        title={t("desk.reports.cod.returns.title")}
        note={t("desk.reports.cod.returns.note")}
        table={
          <div className="space-y-6">
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {(["cod", "prepaid"] as const).map((choice) => (
                <div key={choice} className="rounded-xl bg-sand/60 p-3 ring-1 ring-line">
                  <dt className="text-xs font-medium text-muted">{t(CHOICE_LABELS[choice])}</dt>
                  <dd className="mt-1 font-display text-xl font-semibold text-peacock lining-nums">
                    {rateLabel(rateOf(choice)?.rto_rate ?? null, t)}
                  </dd>
                  <dd className="text-xs text-muted">
                    {t("desk.reports.cod.returnedOf", {
                      returned: rateOf(choice)?.returned ?? 0,
                      shipped: rateOf(choice)?.shipped ?? 0,
                    })}
                  </dd>
                </div>
              ))}
              <div className="rounded-xl bg-sand/60 p-3 ring-1 ring-line">
                <dt className="text-xs font-medium text-muted">{t("desk.reports.cod.courierCharges")}</dt>
                <dd className="mt-1 font-display text-xl font-semibold text-gold-deep lining-nums">
                  {rupees(report.parcels.courier_charges)}
                </dd>
                <dd className="text-xs text-muted">{t("desk.reports.cod.forReturned")}</dd>
              </div>
            </dl>
            {report.parcels.states.length === 0 ? (
              <p className="text-sm text-muted">{t("desk.reports.cod.noneShipped")}</p>
            ) : (
              <ReportTable
                caption={t("desk.reports.cod.byState")}
                name={t("desk.reports.cod.state")}
                numbers={outcomeHeadings(t)}
              >
                {report.parcels.states.map((row) => (
                  <tr key={row.state}>
                    <OutcomeName name={row.state || t("desk.reports.cod.noState")} shipped={row.shipped} />
                    <OutcomeCells row={row} />
                  </tr>
                ))}
              </ReportTable>
            )}
          </div>
        }
      />
      <ReportFigure
        heading="h3"
        testId="report-cod-couriers"
        download={download("couriers")}
        title={t("desk.reports.cod.byCourier")}
        note={t("desk.reports.cod.byCourier.note")}
        table={
          report.parcels.couriers.length === 0 ? (
            <p className="text-sm text-muted">{t("desk.reports.cod.noneShipped")}</p>
          ) : (
            <ReportTable
              caption={t("desk.reports.cod.byCourier")}
              name={t("desk.cod.courier")}
              numbers={outcomeHeadings(t)}
            >
              {report.parcels.couriers.map((row) => (
                <tr key={row.courier}>
                  <OutcomeName name={row.courier_name} shipped={row.shipped} />
                  <OutcomeCells row={row} />
                </tr>
              ))}
            </ReportTable>
          )
        }
      />
    </section>
  );
}
