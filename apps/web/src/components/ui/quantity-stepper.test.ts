import { describe, expect, it } from "vitest";
import { quantitySteps } from "./quantity-stepper";

describe("quantitySteps", () => {
  it("stops minus at the minimum: 1 on cards and before adding, 0 where minus at 1 removes", () => {
    expect(quantitySteps({ value: 1, min: 1, max: 5 }).decrease).toBeNull();
    expect(quantitySteps({ value: 1, min: 0, max: 5 }).decrease).toBe(0);
    expect(quantitySteps({ value: 3, min: 1, max: 5 }).decrease).toBe(2);
  });
  it("stops plus at the maximum", () => {
    expect(quantitySteps({ value: 4, min: 1, max: 5 }).increase).toBe(5);
    expect(quantitySteps({ value: 5, min: 1, max: 5 }).increase).toBeNull();
    expect(quantitySteps({ value: 1, min: 1, max: 0 }).increase).toBeNull();
  });
  it("still lets minus lower a quantity above the maximum, one at a time", () => {
    expect(quantitySteps({ value: 5, min: 0, max: 3 })).toEqual({ decrease: 4, increase: null });
  });
  it("turns both off when disabled, as for a cart line out of stock", () => {
    expect(quantitySteps({ value: 2, min: 0, max: 5, disabled: true })).toEqual({ decrease: null, increase: null });
  });
});
