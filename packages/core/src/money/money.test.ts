import { describe, expect, it } from "vitest";
import { Money } from "./money";

describe("Money from the wire", () => {
  it("reads rupee amounts into paise without floating-point drift", () => {
    expect(Money.fromWire("1299.00")).toBe(129900);
    expect(Money.fromWire("1299.50")).toBe(129950);
    expect(Money.fromWire("0.1")).toBe(10);
    expect(Money.fromWire(0.29)).toBe(29);
    expect(Money.fromWire(1299.5)).toBe(129950);
    expect(Money.fromWire("49")).toBe(4900);
    expect(Money.fromWire(" 49.05 ")).toBe(4905);
    expect(Money.fromWire("0")).toBe(0);
  });

  it("refuses what is not an amount, a negative one and a third place (never rounded away)", () => {
    for (const bad of ["-5", "12.345", "abc", "", "1,299", "₹49", "1e3", ".5", "5.", "NaN"]) {
      expect(() => Money.fromWire(bad), bad).toThrow(RangeError);
    }
    expect(() => Money.fromWire(0.001)).toThrow(RangeError);
    expect(() => Money.fromWire(-1)).toThrow(RangeError);
    expect(() => Money.fromWire(Number.NaN)).toThrow(RangeError);
    expect(() => Money.fromWire(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => Money.fromWire("99999999999999999999")).toThrow(RangeError);
  });

  it("writes paise as the API's decimal strings, two places always", () => {
    expect(Money.toWire(129950)).toBe("1299.50");
    expect(Money.toWire(5)).toBe("0.05");
    expect(Money.toWire(0)).toBe("0.00");
    expect(Money.toWire(-4905)).toBe("-49.05");
    expect(Money.toWire(99_999_999_99)).toBe("99999999.99");
    expect(() => Money.toWire(10.5)).toThrow(RangeError);
  });

  it("round-trips every amount a numeric(10,2) column can hold at its edges", () => {
    for (const paise of [0, 1, 9, 10, 99, 100, 101, 4900, 129950, 99_999_999_99]) {
      expect(Money.fromWire(Money.toWire(paise))).toBe(paise);
      expect(Money.fromDatabase(Money.toDatabase(paise))).toBe(paise);
    }
  });
});

describe("Money from the database", () => {
  it("reads numeric as either driver returns it, a minus sign included", () => {
    expect(Money.fromDatabase("49")).toBe(4900);
    expect(Money.fromDatabase("49.5")).toBe(4950);
    expect(Money.fromDatabase("49.50")).toBe(4950);
    expect(Money.fromDatabase("-3.00")).toBe(-300);
    expect(Money.fromDatabase("-0.00")).toBe(0);
    expect(Object.is(Money.fromDatabase("-0.00"), -0)).toBe(false);
  });

  it("refuses text that is not numeric(10,2)", () => {
    for (const bad of ["", "abc", "1.234", "1e5", " 4"]) expect(() => Money.fromDatabase(bad), bad).toThrow(RangeError);
  });
});

describe("Money arithmetic", () => {
  it("adds, subtracts and multiplies by a quantity exactly", () => {
    expect(Money.add(Money.fromWire("0.10"), Money.fromWire("0.20"))).toBe(30);
    expect(Money.subtract(4900, 5000)).toBe(-100);
    expect(Money.times(129950, 3)).toBe(389850);
    expect(() => Money.times(100, 1.5)).toThrow(RangeError);
    expect(() => Money.add(100, 0.5)).toThrow(RangeError);
  });

  it("sums big lists without drift and refuses a sum beyond exact numbers", () => {
    const lines = Array.from({ length: 10_000 }, () => Money.fromWire("0.01"));
    expect(Money.sum(lines)).toBe(10_000);
    expect(Money.sum([99_999_999_99, 99_999_999_99, 1])).toBe(199_999_999_99);
    expect(Money.sum([])).toBe(0);
    expect(() => Money.sum([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });

  it("compares", () => {
    expect(Money.compare(100, 200)).toBe(-1);
    expect(Money.compare(200, 200)).toBe(0);
    expect(Money.compare(300, -300)).toBe(1);
    expect([500, -1, 20].sort(Money.compare)).toEqual([-1, 20, 500]);
  });

  it("takes a percentage by the named rounding rule", () => {
    // 10 % of ₹0.05 is half a paisa.
    expect(Money.percentage(5, 10, "half-up")).toBe(1);
    expect(Money.percentage(5, 10, "down")).toBe(0);
    expect(Money.percentage(5, 10, "up")).toBe(1);
    // 0.496 paise: half-up goes down (no double rounding through an intermediate step).
    expect(Money.percentage(496, 0.1, "half-up")).toBe(0);
    expect(Money.percentage(4, 12.5, "half-up")).toBe(1);
    expect(Money.percentage(100_000, 0.1, "half-up")).toBe(100);
    expect(Money.percentage(129950, 18, "half-up")).toBe(23391);
    // Below zero: half away from zero, "down" toward zero.
    expect(Money.percentage(-5, 10, "half-up")).toBe(-1);
    expect(Money.percentage(-5, 10, "down")).toBe(0);
    expect(Money.percentage(-5, 10, "up")).toBe(-1);
    expect(Money.percentage(99_999_999_99, 100, "half-up")).toBe(99_999_999_99);
    expect(() => Money.percentage(100, 0.00001, "down")).toThrow(RangeError);
    expect(() => Money.percentage(100, Number.NaN, "down")).toThrow(RangeError);
  });
});

describe("Money for people", () => {
  it("shows rupees the Indian way, paise only when there are some", () => {
    expect(Money.format(123400)).toBe("₹1,234");
    expect(Money.format(12345600)).toBe("₹1,23,456");
    expect(Money.format(4900)).toBe("₹49");
    expect(Money.format(129950)).toBe("₹1,299.50");
    expect(Money.format(5)).toBe("₹0.05");
    expect(Money.format(0)).toBe("₹0");
    expect(Money.format(99_999_999_99)).toBe("₹9,99,99,999.99");
  });

  it("writes every amount exactly as Intl's en-IN formatting would", () => {
    // The grouping is written out (a formatter's first creation is slow on a phone): Intl stays the reference.
    const wholeRupees = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
    const withPaise = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const intl = (paise: number) =>
      `₹${paise % 100 === 0 ? wholeRupees.format(paise / 100) : withPaise.format(paise / 100)}`;
    const amounts = [1, 99, 100, 101, 99_900, 100_000, 1_000_000, 10_000_000];
    // Up to 14 digits of paise: beyond, paise / 100 as a float (what Intl is given) is no longer exact.
    for (let digits = 1; digits <= 13; digits++) amounts.push(10 ** digits - 1, 10 ** digits, 10 ** digits + 7);
    let seed = 47;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      amounts.push(seed * (i % 7) + (i % 100));
    }
    for (const paise of amounts) {
      expect(Money.format(paise)).toBe(intl(paise));
      // (Intl writes minus zero as "-0"; there is no minus zero in paise.)
      if (paise !== 0) expect(Money.format(-paise)).toBe(intl(-paise));
    }
    // Where Intl's float would round, the written-out grouping stays exact.
    expect(Money.format(Number.MAX_SAFE_INTEGER)).toBe("₹9,00,71,99,25,47,409.91");
  });
});
