import { describe, expect, it } from "vitest";
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
