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
import { paths } from "../../../lib/paths";
import { downloadReportCsv } from "./download-report-csv";
import { ReportFigure, RowBar } from "./report-figure";
import type { ReportPeriod } from "./report-period";
import { ReportTable, td, tdNumber } from "./report-table";

const CHOICE_LABELS: Record<PaymentChoice, string> = { cod: "Cash on delivery", prepaid: "Paid first" };

type Outcomes = CodReport["parcels"]["states"][number];

/** 33.3 → "33.3%"; none while no parcel finished (delivered or returned), so no rate is made up from nothing. */
export const rateLabel = (rate: number | null) => (rate === null ? "None yet" : `${rate}%`);

/** A row's name with its parcels shipped beneath (four number columns do not fit a phone's width). */
function OutcomeName({ name, shipped }: { name: string; shipped: number }) {
  return (
    <th scope="row" className={`${td} text-left font-medium`}>
      {name}
      <span className="block text-xs font-normal text-muted">{shipped} shipped</span>
    </th>
  );
}

function OutcomeCells({ row }: { row: Omit<Outcomes, "state"> }) {
  return (
    <>
      <td className={tdNumber}>{row.delivered}</td>
      <td className={tdNumber}>{row.returned}</td>
      <td className={`${tdNumber} whitespace-nowrap ${row.rto_rate === null ? "text-muted" : "font-medium"}`}>
        {rateLabel(row.rto_rate)}
      </td>
    </>
  );
}

const OUTCOME_HEADINGS = ["Delivered", "Returned", "RTO rate"];

export function CashOnDeliveryReports({ report, period }: { report: CodReport; period: ReportPeriod }) {
  const download = (table: "choices" | "states" | "couriers" | "waiting") => () =>
    downloadReportCsv(period, { report: "cash-on-delivery", table });
  const id = useId();
  if (!report.in_use) return null;
  const largestSale = Math.max(...report.choices.map((row) => Money.fromWire(row.sales)));
  const rateOf = (choice: PaymentChoice) => report.parcels.choices.find((row) => row.choice === choice);
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 lg:col-span-2 lg:grid-cols-2 lg:gap-6">
      <h2 id={`${id}-title`} className="font-display text-3xl font-semibold lg:col-span-2">
        Cash on delivery
      </h2>
      <ReportFigure
        heading="h3"
        testId="report-cod-choices"
        download={download("choices")}
        title="Cash on delivery against paid first"
        note="The period's orders, cancelled ones left out, by how she chose to pay."
        table={
          <ReportTable caption="Orders by payment choice" name="Payment" numbers={["Orders", "Sales", "COD fees"]}>
            {[...report.choices].reverse().map((row) => (
              <tr key={row.choice}>
                <th scope="row" className={`${td} w-2/5 text-left font-medium`}>
                  {CHOICE_LABELS[row.choice]}
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
        title="Cash with the couriers"
        note={
          <>
            Collected at the door and not yet paid to the shop, now, whatever the period.{" "}
            <Link to={paths.ownerCashOnDelivery.getHref()} className="font-medium text-peacock underline">
              Record a remittance
            </Link>
          </>
        }
        table={
          report.waiting.couriers.length === 0 ? (
            <p className="text-sm text-muted">No courier holds any of the shop's cash.</p>
          ) : (
            <ReportTable
              caption="Cash with the couriers"
              name="Courier"
              numbers={["Parcels", "Cash"]}
              footer={
                <tfoot>
                  <tr className="border-t border-line font-semibold">
                    <th scope="row" className={`${td} text-left`}>
                      All couriers
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
        title="Returned to origin"
        note="Parcels of the period's orders. The RTO rate is the parcels returned out of those delivered or returned."
        table={
          <div className="space-y-6">
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {(["cod", "prepaid"] as const).map((choice) => (
                <div key={choice} className="rounded-xl bg-sand/60 p-3 ring-1 ring-line">
                  <dt className="text-xs font-medium text-muted">{CHOICE_LABELS[choice]}</dt>
                  <dd className="mt-1 font-display text-xl font-semibold text-peacock lining-nums">
                    {rateLabel(rateOf(choice)?.rto_rate ?? null)}
                  </dd>
                  <dd className="text-xs text-muted">
                    {rateOf(choice)?.returned ?? 0} of {rateOf(choice)?.shipped ?? 0} shipped returned
                  </dd>
                </div>
              ))}
              <div className="rounded-xl bg-sand/60 p-3 ring-1 ring-line">
                <dt className="text-xs font-medium text-muted">Courier charges</dt>
                <dd className="mt-1 font-display text-xl font-semibold text-gold-deep lining-nums">
                  {rupees(report.parcels.courier_charges)}
                </dd>
                <dd className="text-xs text-muted">For parcels returned</dd>
              </div>
            </dl>
            {report.parcels.states.length === 0 ? (
              <p className="text-sm text-muted">No parcel of the period's orders has been shipped yet.</p>
            ) : (
              <ReportTable caption="Returned to origin by state" name="State" numbers={OUTCOME_HEADINGS}>
                {report.parcels.states.map((row) => (
                  <tr key={row.state}>
                    <OutcomeName name={row.state || "No state given"} shipped={row.shipped} />
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
        title="Returned to origin by courier"
        note="The same parcels, by the courier that carried them."
        table={
          report.parcels.couriers.length === 0 ? (
            <p className="text-sm text-muted">No parcel of the period's orders has been shipped yet.</p>
          ) : (
            <ReportTable caption="Returned to origin by courier" name="Courier" numbers={OUTCOME_HEADINGS}>
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
