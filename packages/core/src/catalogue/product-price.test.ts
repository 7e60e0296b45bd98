import { describe, expect, it } from "vitest";
import { rupeeAmount, rupeeProblem } from "../money/rupee-amount";
import { productPrice, productPriceProblem } from "./product-price";

describe("a piece's price", () => {
  it("is rupees above 0, as text or a number", () => {
    expect(productPrice().parse("499")).toBe(49900);
    expect(productPrice().parse(0.5)).toBe(50);
    expect(productPriceProblem("1299.50")).toBe(true);
  });

  it("refuses 0, a negative or a non-amount, naming the field", () => {
    expect(productPriceProblem("0")).toBe("Price must be more than ₹0");
    expect(productPriceProblem("0.00")).toBe("Price must be more than ₹0");
    expect(productPrice().safeParse(0).success).toBe(false);
    expect(productPriceProblem("-5")).toBe('Price must be an amount in rupees, like "499.00"');
    expect(productPriceProblem("abc", "colour price")).toBe('Colour price must be an amount in rupees, like "499.00"');
    expect(productPriceProblem("100000000000")).toBe("Price is too large");
  });
});

describe("every amount the owner types or sends (rupee-amount.ts)", () => {
  it("keeps at most two places of paise: a third is refused, never rounded away", () => {
    for (const amount of ["0.001", 0.001, "499.999", 499.999, "1.005", 1.005, 0.1 + 0.2]) {
      expect(productPrice().safeParse(amount).success, String(amount)).toBe(false);
      expect(rupeeAmount("discount").safeParse(amount).success, String(amount)).toBe(false);
    }
    expect(productPriceProblem("0.001")).toBe('Price can have at most 2 digits after the point (paise), like "499.50"');
    expect(rupeeAmount("discount").parse(12.5)).toBe(1250);
    expect(rupeeAmount("discount").parse("0")).toBe(0);
  });

  it("refuses what is not written as rupees", () => {
    for (const amount of ["1e3", 1e21, "0x10", "+5", "-0.50", " ", "499.", ".5", "₹499", "4 99", Number.NaN, -1]) {
      expect(rupeeAmount("amount").safeParse(amount).success, String(amount)).toBe(false);
    }
  });

  it("refuses ₹0 where it is a price, and allows it for a fee or a discount", () => {
    expect(rupeeAmount("unit_price", { aboveZero: true }).safeParse("0.00").success).toBe(false);
    expect(rupeeProblem("0", "Delivery fee")).toBe(true);
  });
});
