import { describe, expect, it } from "vitest";
import { COD_HIGH_VALUE_PAISE, COD_RISK_LABELS, codRisks } from "./cod-risks";

const calm = { earlierOrders: 2, state: "Kerala", refusals: 0, totalPaise: 150_000 };

describe("the marks on a cash on delivery order to confirm", () => {
  it("a known customer in Kerala, never refusing, under ₹3,000 carries none", () => {
    expect(codRisks(calm)).toEqual([]);
    expect(codRisks({ ...calm, state: " kerala ", totalPaise: COD_HIGH_VALUE_PAISE })).toEqual([]);
  });

  it("marks her first order, another state, refusals before and a high value, in that order", () => {
    expect(codRisks({ earlierOrders: 0, state: "Bihar", refusals: 1, totalPaise: COD_HIGH_VALUE_PAISE + 1 })).toEqual([
      "first_order",
      "other_state",
      "refused_before",
      "high_value",
    ]);
    expect(codRisks({ ...calm, state: null })).toEqual([]);
    expect(COD_RISK_LABELS.high_value).toBe("Above ₹3,000");
  });
});
