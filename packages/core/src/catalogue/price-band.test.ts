import { describe, expect, it } from "vitest";
import { Money } from "../money/money";
import { isInPriceBand } from "./price-band";

describe("all-products price bands", () => {
  it.each([
    ["below-100", 99.99, true],
    ["below-100", 100, false],
    ["100-300", 100, true],
    ["100-300", 300, true],
    ["100-300", 300.01, false],
    ["300-600", 300, true],
    ["300-600", 600, true],
    ["600-1000", 600, true],
    ["600-1000", 1000, true],
    ["600-1000", 1000.01, false],
    ["above-1000", 1000, false],
    ["above-1000", "1000.01", true],
  ] as const)("%s contains ₹%s: %s", (band, price, expected) => {
    expect(isInPriceBand(Money.fromWire(price), band)).toBe(expected);
  });

  it("'all' contains everything", () => {
    expect(isInPriceBand(0, "all")).toBe(true);
    expect(isInPriceBand(Money.fromWire("99999.99"), "all")).toBe(true);
  });
});

describe("category page price bands", () => {
  it.each([
    ["under-300", 299.99, true],
    ["under-300", 300, false],
    ["300-600", 300, true],
    ["300-600", 600, true],
    ["above-600", 600, false],
    ["above-600", 600.5, true],
  ] as const)("%s contains ₹%s: %s", (band, price, expected) => {
    expect(isInPriceBand(Money.fromWire(price), band)).toBe(expected);
  });
});
