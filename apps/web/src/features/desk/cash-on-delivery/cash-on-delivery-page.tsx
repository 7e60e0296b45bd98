// /owner/cash-on-delivery (decision 083): the cash each courier collected at the door and has not yet paid the shop,
// recording a courier's remittance (typed, or its CSV, checked first), the remittances recorded, and the rules the
// checkout offers cash on delivery by.
import { DeskError } from "../../../components/desk/desk-error";
import { DeskPanel } from "../../../components/desk/desk-panel";
import { Spinner } from "../../../components/ui/spinner";
import { indianDate, rupees } from "../../../lib/desk/desk-format";
import { usePageTitle } from "../../../lib/use-page-title";
import { CodRulesForm } from "./cod-rules-form";
import { RemittanceForm } from "./remittance-form";
import { useCodRules, useRemittances, useUnremittedCash } from "./use-cash-on-delivery";

export function CashOnDeliveryPage() {
  usePageTitle("Owner's desk · Cash on delivery");
  return (
    <section aria-labelledby="cod-title" className="max-w-3xl" data-testid="cash-on-delivery">
      <h1 id="cod-title" className="font-display text-3xl font-semibold sm:text-4xl">
        Cash on delivery
      </h1>
      <p className="mt-2 text-muted">
        The courier collects the cash at her door and pays the shop weeks later. Record each payout against its parcels
        to see what every courier still owes.
      </p>
      <div className="mt-6 flex flex-col gap-5">
        <CashWithCouriers />
        <DeskPanel title="Record a remittance">
          <RemittanceForm />
        </DeskPanel>
        <RemittanceList />
        <RulesPanel />
      </div>
    </section>
  );
}

function CashWithCouriers() {
  const cash = useUnremittedCash();
  return (
    <DeskPanel title="Cash with the couriers">
      {cash.isPending ? (
        <Spinner />
      ) : cash.isError ? (
        <DeskError error={cash.error} retry={() => void cash.refetch()} />
      ) : cash.data.couriers.length === 0 ? (
        <p className="mt-2 text-sm text-muted">
          No courier owes the shop anything: every delivered parcel is paid for.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-line" aria-label="Cash each courier owes" data-testid="unremitted">
          {cash.data.couriers.map((courier) => (
            <li key={courier.courier} className="flex items-baseline justify-between gap-3 py-2">
              <span>
                <span className="font-medium">{courier.courier_name}</span>
                <span className="block text-sm text-muted">
                  {courier.parcels} delivered parcel{courier.parcels === 1 ? "" : "s"} not yet paid for
                </span>
              </span>
              <span className="font-semibold tabular-nums">{rupees(courier.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </DeskPanel>
  );
}

function RemittanceList() {
  const remittances = useRemittances();
  return (
    <DeskPanel title="Remittances">
      {remittances.isPending ? (
        <Spinner />
      ) : remittances.isError ? (
        <DeskError error={remittances.error} retry={() => void remittances.refetch()} />
      ) : remittances.data.length === 0 ? (
        <p className="mt-2 text-sm text-muted">None recorded yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-line" aria-label="Remittances recorded">
          {remittances.data.map((remittance) => (
            <li key={remittance.id} className="py-2 text-sm">
              <div className="flex items-baseline justify-between gap-3">
                <span className="font-medium">
                  {remittance.courier_name} · {remittance.reference}
                </span>
                <span className="font-semibold tabular-nums">{rupees(remittance.amount)}</span>
              </div>
              <p className="text-muted">
                {indianDate(remittance.remitted_on)} · {remittance.parcel_count} parcel
                {remittance.parcel_count === 1 ? "" : "s"}
              </p>
              <p className={remittance.adds_up ? "text-green-800" : "text-amber-900"}>
                {remittance.adds_up
                  ? "Adds up"
                  : `Does not add up: parcels ${rupees(remittance.parcels_sum)}, to collect ${rupees(remittance.cod_sum)}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </DeskPanel>
  );
}

function RulesPanel() {
  const rules = useCodRules();
  return (
    <DeskPanel title="Rules at the checkout">
      {rules.isPending ? (
        <Spinner />
      ) : rules.isError ? (
        <DeskError error={rules.error} retry={() => void rules.refetch()} />
      ) : (
        <CodRulesForm rules={rules.data.rules} />
      )}
    </DeskPanel>
  );
}
