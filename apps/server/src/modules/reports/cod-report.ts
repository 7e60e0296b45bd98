// Cash on delivery in the reports (decision 083): COD against prepaid orders placed in the period, how their parcels
// ended (returned to origin, RTO, by the customer's state, courier and payment choice) and the cash each courier
// holds now. The orders module reads the orders with fulfilment's parcels; the cash waiting is the cash-on-delivery
// module's own read, so this page and /owner/cash-on-delivery say the same.
import { Money, type Paise } from "@mayil/core/money/money";
import { PAYMENT_CHOICES, type PaymentChoice } from "@mayil/core/orders/cash-on-delivery";
import type { CodReport, CodReportQuery } from "@mayil/core/reports/reports-schemas";
import type { Database } from "../../db/database";
import { CodSettings, courierNameOf, unremittedCash } from "../cash-on-delivery";
import { anyCodOrder, parcelsByStateAndCourier, salesByPaymentChoice } from "../orders";
import { reportPeriod } from "./report-period";

interface Outcomes {
  shipped: number;
  delivered: number;
  returned: number;
}
const noOutcomes = (): Outcomes => ({ shipped: 0, delivered: 0, returned: 0 });

/** Returned / (delivered + returned) as a percentage to one decimal; null while no parcel finished. */
export function rtoRate({ delivered, returned }: Outcomes): number | null {
  const finished = delivered + returned;
  return finished === 0 ? null : Math.round((returned / finished) * 1000) / 10;
}

const withRate = (outcomes: Outcomes) => ({ ...outcomes, rto_rate: rtoRate(outcomes) });

function addTo<K>(groups: Map<K, Outcomes>, key: K, row: Outcomes) {
  const kept = groups.get(key) ?? noOutcomes();
  groups.set(key, {
    shipped: kept.shipped + row.shipped,
    delivered: kept.delivered + row.delivered,
    returned: kept.returned + row.returned,
  });
}

/** Most shipped first, then by name, so the table reads the same each time. */
const byShipped = <K extends string>([a, x]: [K, Outcomes], [b, y]: [K, Outcomes]) =>
  y.shipped - x.shipped || a.localeCompare(b);

export async function codReport(db: Database, query: CodReportQuery): Promise<CodReport> {
  const { from, to } = reportPeriod(query);
  const [sales, parcels, waiting, rules, anyCod] = await Promise.all([
    salesByPaymentChoice(db, from, to),
    parcelsByStateAndCourier(db, from, to),
    unremittedCash(db),
    new CodSettings(db).rules(),
    anyCodOrder(db),
  ]);
  const states = new Map<string, Outcomes>();
  const couriers = new Map<string, Outcomes>();
  const choices = new Map<PaymentChoice, Outcomes>(PAYMENT_CHOICES.map((choice) => [choice, noOutcomes()]));
  let courierCharges: Paise = 0;
  for (const row of parcels) {
    addTo(states, row.state, row);
    addTo(couriers, row.courier, row);
    addTo(choices, row.choice as PaymentChoice, row);
    courierCharges = Money.add(courierCharges, Number(row.courierCharges));
  }
  return {
    from,
    to,
    in_use: rules.enabled || anyCod,
    choices: PAYMENT_CHOICES.map((choice) => {
      const row = sales.find((sale) => sale.choice === choice);
      return {
        choice,
        orders: row?.orders ?? 0,
        sales: Money.toWire(Number(row?.sales ?? 0)),
        cod_fees: Money.toWire(Number(row?.codFees ?? 0)),
      };
    }),
    parcels: {
      states: [...states].sort(byShipped).map(([state, outcomes]) => ({ state, ...withRate(outcomes) })),
      couriers: [...couriers].sort(byShipped).map(([courier, outcomes]) => ({
        courier,
        courier_name: courierNameOf(courier),
        ...withRate(outcomes),
      })),
      choices: [...choices].map(([choice, outcomes]) => ({ choice, ...withRate(outcomes) })),
      courier_charges: Money.toWire(courierCharges),
    },
    waiting,
  };
}
