import { describe, expect, it } from "vitest";
import { clampQuantity } from "./quantity-control";

describe("clampQuantity", () => {
  it("keeps the quantity between 1 and the stock", () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(7, 5)).toBe(5);
    expect(clampQuantity(3, 5)).toBe(3);
  });
  it("stays at 1 when nothing is left", () => {
    expect(clampQuantity(4, 0)).toBe(1);
  });
});
