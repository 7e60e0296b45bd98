import { describe, expect, it } from "vitest";
import { formatRupees, paiseToDecimal, toPaise } from "./money";

describe("money", () => {
  it("reads rupee amounts into paise without floating-point drift", () => {
    expect(toPaise("1299.00")).toBe(129900);
    expect(toPaise("0.1")).toBe(10);
    expect(toPaise(0.29)).toBe(29);
    expect(toPaise("49")).toBe(4900);
  });

  it("refuses what is not an amount", () => {
    expect(() => toPaise("-5")).toThrow(RangeError);
    expect(() => toPaise("12.345")).toThrow(RangeError);
    expect(() => toPaise("abc")).toThrow(RangeError);
  });

  it("writes paise back as the API's decimal strings", () => {
    expect(paiseToDecimal(129950)).toBe("1299.50");
    expect(paiseToDecimal(5)).toBe("0.05");
  });

  it("shows rupees the Indian way", () => {
    expect(formatRupees(123400)).toBe("₹1,234");
    expect(formatRupees(12345600)).toBe("₹1,23,456");
    expect(formatRupees(4900)).toBe("₹49");
    expect(formatRupees(129950)).toBe("₹1,299.50");
  });
});
