import { describe, expect, it } from "vitest";
import { cartStockRefusal } from "./cart-rules";

describe("the cart's stock rule", () => {
  it("refuses a piece with none left, in the words of adding or of changing a line", () => {
    expect(cartStockRefusal(1, 0, true)).toBe("This product is out of stock and cannot be added to cart");
    expect(cartStockRefusal(1, 0, false)).toBe("This product is out of stock");
  });

  it("refuses more than is left, saying how many are, and lets up to the stock through", () => {
    expect(cartStockRefusal(4, 3, true)).toBe("Only 3 items available in stock");
    expect(cartStockRefusal(3, 3, true)).toBeNull();
    expect(cartStockRefusal(1, 3, false)).toBeNull();
  });
});
