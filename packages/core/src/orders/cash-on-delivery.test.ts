import { describe, expect, it } from "vitest";
import {
  COD_RULES_OFF,
  type CodFacts,
  type CodRules,
  codFeeFor,
  codRefusal,
  codRulesFromWire,
  codRulesToWire,
} from "./cash-on-delivery";

const rules: CodRules = {
  ...COD_RULES_OFF,
  enabled: true,
  minOrderPaise: 30000,
  maxOrderPaise: 300000,
  fee: { kind: "flat", paise: 4900 },
  blockedPincodes: ["845401"],
  blockedStates: ["Bihar"],
  maxOpenPerCustomer: 2,
  maxRefusals: 2,
};

const facts: CodFacts = {
  goodsPaise: 129600,
  deliveryMethod: "delivery",
  pincode: "695001",
  state: "Kerala",
  openCodOrders: 0,
  refusals: 0,
};

describe("codRefusal", () => {
  it("offers COD when no rule is broken", () => {
    expect(codRefusal(rules, facts)).toBeNull();
  });

  it.each([
    ["cod_off", { ...rules, enabled: false }, facts, "not offered just now"],
    ["cod_pickup", rules, { ...facts, deliveryMethod: "pickup" as const }, "at pickup you pay at the counter"],
    ["cod_below_minimum", rules, { ...facts, goodsPaise: 29900 }, "orders of ₹300 or more"],
    ["cod_above_maximum", rules, { ...facts, goodsPaise: 300100 }, "orders up to ₹3,000"],
    ["cod_pincode", rules, { ...facts, pincode: "845401" }, "PIN code 845401"],
    ["cod_state", rules, { ...facts, state: " bihar " }, "not offered in bihar:"],
    ["cod_open_orders", rules, { ...facts, openCodOrders: 2 }, "You have 2 cash on delivery orders on the way"],
    ["cod_refusals", rules, { ...facts, refusals: 2 }, "not offered to this number"],
  ] as const)("refuses by %s, naming it in her words", (rule, given, order, words) => {
    const refusal = codRefusal(given, order);
    expect(refusal?.rule).toBe(rule);
    expect(refusal?.message).toContain(words);
  });

  it("takes the limits as inclusive: the minimum and maximum themselves are offered", () => {
    expect(codRefusal(rules, { ...facts, goodsPaise: 30000 })).toBeNull();
    expect(codRefusal(rules, { ...facts, goodsPaise: 300000 })).toBeNull();
    expect(codRefusal({ ...rules, maxOrderPaise: null }, { ...facts, goodsPaise: 9_999_999 })).toBeNull();
  });
});

describe("codFeeFor", () => {
  it("is the flat fee, or the percentage of the goods rounded to the rupee", () => {
    expect(codFeeFor(rules, 129600)).toBe(4900);
    expect(codFeeFor({ ...rules, fee: { kind: "percent", percent: 2.5 } }, 129600)).toBe(3200);
    expect(codFeeFor({ ...rules, fee: { kind: "percent", percent: 2 } }, 0)).toBe(0);
  });
});

describe("the rules on the wire", () => {
  it("come back as they went, in rupees", () => {
    const wire = codRulesToWire(rules);
    expect(wire).toMatchObject({ min_order: "300.00", max_order: "3000.00", fee_kind: "flat", fee: "49.00" });
    expect(codRulesFromWire(wire)).toEqual(rules);
    const percent = { ...rules, fee: { kind: "percent", percent: 2.5 } as const, maxOrderPaise: null };
    expect(codRulesFromWire(codRulesToWire(percent))).toEqual(percent);
  });
});
