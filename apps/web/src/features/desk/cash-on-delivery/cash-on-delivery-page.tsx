// /owner/cash-on-delivery (decision 083): the cash each courier collected at the door and has not yet paid the shop,
// recording a courier's remittance (typed, or its CSV, checked first), the remittances recorded, and the rules the
// checkout offers cash on delivery by.
import { DeskError } from "../../../components/desk/desk-error";
import { DeskPanel } from "../../../components/desk/desk-panel";
import { Spinner } from "../../../components/ui/spinner";
import { rupees, useDeskDates } from "../../../lib/desk/desk-format";
import { useDeskMessages } from "../../../lib/desk/desk-messages";
import { usePageTitle } from "../../../lib/use-page-title";
import { CodRulesForm } from "./cod-rules-form";
import { RemittanceForm } from "./remittance-form";
import { useCodRules, useRemittances, useUnremittedCash } from "./use-cash-on-delivery";

export function CashOnDeliveryPage() {
  const t = useDeskMessages();
  usePageTitle(t("desk.titleOf", { page: t("desk.place.cashOnDelivery") }));
  return (
    <section aria-labelledby="cod-title" className="max-w-3xl" data-testid="cash-on-delivery">
      <h1 id="cod-title" className="font-display text-3xl font-semibold sm:text-4xl">
        {t("desk.place.cashOnDelivery")}
      </h1>
      <p className="mt-2 text-muted">{t("desk.cod.about")}</p>
      <div className="mt-6 flex flex-col gap-5">
        <CashWithCouriers />
        <DeskPanel title={t("desk.cod.record")}>
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
  const t = useDeskMessages();
  return (
    <DeskPanel title={t("desk.cod.withCouriers")}>
      {cash.isPending ? (
        <Spinner />
      ) : cash.isError ? (
        <DeskError error={cash.error} retry={() => void cash.refetch()} />
      ) : cash.data.couriers.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t("desk.cod.noneOwed")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line" aria-label={t("desk.cod.eachOwes")} data-testid="unremitted">
          {cash.data.couriers.map((courier) => (
            <li key={courier.courier} className="flex items-baseline justify-between gap-3 py-2">
              <span>
                <span className="font-medium">{courier.courier_name}</span>
                <span className="block text-sm text-muted">
                  {t("desk.cod.unpaidParcels", { count: courier.parcels })}
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
  const t = useDeskMessages();
  const { date } = useDeskDates();
  return (
    <DeskPanel title={t("desk.cod.remittances")}>
      {remittances.isPending ? (
        <Spinner />
      ) : remittances.isError ? (
        <DeskError error={remittances.error} retry={() => void remittances.refetch()} />
      ) : remittances.data.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t("desk.cod.noneRecorded")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line" aria-label={t("desk.cod.recorded")}>
          {remittances.data.map((remittance) => (
            <li key={remittance.id} className="py-2 text-sm">
              <div className="flex items-baseline justify-between gap-3">
                <span className="font-medium">
                  {remittance.courier_name} · {remittance.reference}
                </span>
                <span className="font-semibold tabular-nums">{rupees(remittance.amount)}</span>
              </div>
              <p className="text-muted">
                {date(remittance.remitted_on)} · {t("desk.cod.parcels", { count: remittance.parcel_count })}
              </p>
              <p className={remittance.adds_up ? "text-green-800" : "text-amber-900"}>
                {remittance.adds_up
                  ? t("desk.cod.addsUp")
                  : t("desk.cod.doesNotAddUp", {
                      parcels: rupees(remittance.parcels_sum),
                      toCollect: rupees(remittance.cod_sum),
                    })}
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
  const t = useDeskMessages();
  return (
    <DeskPanel title={t("desk.cod.rules")}>
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
