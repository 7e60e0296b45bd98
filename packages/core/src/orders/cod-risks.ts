// What makes a cash on delivery order worth a word with her before the owner confirms it (decision 083): about a
// quarter of COD parcels come back refused, each costing two courier legs. Today lists COD orders still to confirm
// with these marks, so the owner asks in the chat before she packs. Marks, not refusals: the checkout's rules
// (cash-on-delivery.ts) already said whether COD could be offered at all.
import { Money } from "../money/money";

/** Above this an order is a high value for cash on delivery: ₹3,000 (a refused parcel costs the most). */
export const COD_HIGH_VALUE_PAISE: number = 300_000;

/** The shop's own state (Trivandrum): a parcel to another state travels further and comes back slower. */
export const SHOP_STATE = "Kerala";

export const COD_RISKS = ["first_order", "other_state", "refused_before", "high_value"] as const;
export type CodRisk = (typeof COD_RISKS)[number];

/** What the marks look at for one order. */
export interface CodRiskFacts {
  /** Her earlier orders (by phone) that were not cancelled. */
  earlierOrders: number;
  /** The state it goes to, as given at the checkout; null when unknown. */
  state: string | null;
  /** Her parcels that came back refused or undelivered (returned to origin), by phone. */
  refusals: number;
  totalPaise: number;
}

/** The marks an order carries, in the order listed. */
export function codRisks(facts: CodRiskFacts): CodRisk[] {
  const risks: CodRisk[] = [];
  if (facts.earlierOrders === 0) risks.push("first_order");
  const state = facts.state?.trim().toLowerCase();
  if (state && state !== SHOP_STATE.toLowerCase()) risks.push("other_state");
  if (facts.refusals > 0) risks.push("refused_before");
  if (facts.totalPaise > COD_HIGH_VALUE_PAISE) risks.push("high_value");
  return risks;
}

/** Each mark as the desk says it. */
export const COD_RISK_LABELS: Record<CodRisk, string> = {
  first_order: "Her first order",
  other_state: `Outside ${SHOP_STATE}`,
  refused_before: "Refused a parcel before",
  high_value: `Above ${Money.format(COD_HIGH_VALUE_PAISE)}`,
};
