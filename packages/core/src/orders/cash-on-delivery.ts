// Cash on delivery (decision 083): the owner's rules for when a shopper may pay the courier at her door, and its fee.
// One function decides, here in core, so the checkout shows the same refusal before she submits that the server gives
// after (a 4xx naming the rule). Money in paise throughout.
import { Money, type Paise } from "../money/money";

/** How the shopper pays for an order placed on the website: now, online (the gateway or UPI), or the courier. */
export const PAYMENT_CHOICES = ["prepaid", "cod"] as const;
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number];

/** The owner's rules. Off by default: a shop offers COD only once she has said on what terms. */
export interface CodRules {
  enabled: boolean;
  /** The smallest order (its goods less discount, before fees) COD is offered for; 0 for none. */
  minOrderPaise: Paise;
  /** The largest; null for no limit. A high value is where a refused parcel costs most. */
  maxOrderPaise: Paise | null;
  /** The fee for paying the courier: a flat amount, or a percentage of the order's goods (rounded to the rupee). */
  fee: { kind: "flat"; paise: Paise } | { kind: "percent"; percent: number };
  /** PIN codes COD is not offered to (6 digits each). */
  blockedPincodes: string[];
  /** States COD is not offered to, as India Post names them ("Bihar"); compared without case. */
  blockedStates: string[];
  /** How many COD orders one phone number may have open (placed, not yet delivered or closed) at once. */
  maxOpenPerCustomer: number;
  /** A number with this many parcels refused (returned to origin) is not offered COD again. */
  maxRefusals: number;
}

export const COD_RULES_OFF: CodRules = {
  enabled: false,
  minOrderPaise: 0,
  maxOrderPaise: null,
  fee: { kind: "flat", paise: 0 },
  blockedPincodes: [],
  blockedStates: [],
  maxOpenPerCustomer: 2,
  maxRefusals: 2,
};

/** What the rules look at for one order. */
export interface CodFacts {
  /** The order's goods less its discount, before the delivery and COD fees. */
  goodsPaise: Paise;
  deliveryMethod: "delivery" | "pickup";
  pincode: string | null;
  state: string | null;
  /** Her COD orders still open (by phone number). */
  openCodOrders: number;
  /** Her parcels refused at the door (returned to origin), by phone number. */
  refusals: number;
}

/** The rule a COD order broke, for a program (the code) and for her (the words). */
export const COD_RULES = [
  "cod_off",
  "cod_pickup",
  "cod_below_minimum",
  "cod_above_maximum",
  "cod_pincode",
  "cod_state",
  "cod_open_orders",
  "cod_refusals",
] as const;
export type CodRule = (typeof COD_RULES)[number];

export interface CodRefusal {
  rule: CodRule;
  message: string;
  /**
   * The figures its words put in (the limit as Money.format shows it, the PIN code, the state, her open orders), so
   * that a screen can say the same in the shopper's language; the server sends them in the refusal's details.
   */
  values?: Readonly<Record<string, string | number>>;
}

/** Why COD cannot be offered for this order, or null when it can. The first rule broken, in the order listed. */
export function codRefusal(rules: CodRules, facts: CodFacts): CodRefusal | null {
  if (!rules.enabled) return { rule: "cod_off", message: "Cash on delivery is not offered just now: please pay now." };
  if (facts.deliveryMethod !== "delivery") {
    return { rule: "cod_pickup", message: "Cash on delivery is for parcels: at pickup you pay at the counter." };
  }
  if (facts.goodsPaise < rules.minOrderPaise) {
    return {
      rule: "cod_below_minimum",
      values: { amount: Money.format(rules.minOrderPaise) },
      message: `Cash on delivery is for orders of ${Money.format(rules.minOrderPaise)} or more: please pay now.`,
    };
  }
  if (rules.maxOrderPaise !== null && facts.goodsPaise > rules.maxOrderPaise) {
    return {
      rule: "cod_above_maximum",
      values: { amount: Money.format(rules.maxOrderPaise) },
      message: `Cash on delivery is for orders up to ${Money.format(rules.maxOrderPaise)}: please pay now.`,
    };
  }
  if (facts.pincode && rules.blockedPincodes.includes(facts.pincode)) {
    return {
      rule: "cod_pincode",
      values: { pincode: facts.pincode },
      message: `Cash on delivery is not offered to PIN code ${facts.pincode}: please pay now.`,
    };
  }
  const state = facts.state?.trim().toLowerCase();
  if (state && rules.blockedStates.some((blocked) => blocked.trim().toLowerCase() === state)) {
    const named = facts.state?.trim() ?? "";
    return {
      rule: "cod_state",
      values: { state: named },
      message: `Cash on delivery is not offered in ${named}: please pay now.`,
    };
  }
  if (facts.openCodOrders >= rules.maxOpenPerCustomer) {
    return {
      rule: "cod_open_orders",
      values: { count: facts.openCodOrders },
      message: `You have ${facts.openCodOrders} cash on delivery ${facts.openCodOrders === 1 ? "order" : "orders"} on the way: please pay now for this one.`,
    };
  }
  if (facts.refusals >= rules.maxRefusals) {
    return {
      rule: "cod_refusals",
      message: "Cash on delivery is not offered to this number: please pay now.",
    };
  }
  return null;
}

/** The fee for paying the courier, on the order's goods less discount: whole rupees. */
export function codFeeFor(rules: CodRules, goodsPaise: Paise): Paise {
  if (rules.fee.kind === "flat") return rules.fee.paise;
  return Math.round((goodsPaise * rules.fee.percent) / 100 / 100) * 100;
}

/**
 * The rules as the API carries them: rupees as decimal text, as every amount the API sends. Its zod schema is
 * cash-on-delivery-schemas.ts's: this file stays free of zod, so the storefront's checkout runs codRefusal without it.
 */
export interface CodRulesWire {
  enabled: boolean;
  min_order: string;
  max_order: string | null;
  fee_kind: "flat" | "percent";
  fee: string;
  blocked_pincodes: string[];
  blocked_states: string[];
  max_open_per_customer: number;
  max_refusals: number;
}

export function codRulesToWire(rules: CodRules): CodRulesWire {
  return {
    enabled: rules.enabled,
    min_order: Money.toWire(rules.minOrderPaise),
    max_order: rules.maxOrderPaise === null ? null : Money.toWire(rules.maxOrderPaise),
    fee_kind: rules.fee.kind,
    fee: rules.fee.kind === "flat" ? Money.toWire(rules.fee.paise) : rules.fee.percent.toFixed(2),
    blocked_pincodes: rules.blockedPincodes,
    blocked_states: rules.blockedStates,
    max_open_per_customer: rules.maxOpenPerCustomer,
    max_refusals: rules.maxRefusals,
  };
}

export function codRulesFromWire(wire: CodRulesWire): CodRules {
  return {
    enabled: wire.enabled,
    minOrderPaise: Money.fromWire(wire.min_order),
    maxOrderPaise: wire.max_order === null ? null : Money.fromWire(wire.max_order),
    fee:
      wire.fee_kind === "flat"
        ? { kind: "flat", paise: Money.fromWire(wire.fee) }
        : { kind: "percent", percent: Number(wire.fee) },
    blockedPincodes: wire.blocked_pincodes,
    blockedStates: wire.blocked_states,
    maxOpenPerCustomer: wire.max_open_per_customer,
    maxRefusals: wire.max_refusals,
  };
}
