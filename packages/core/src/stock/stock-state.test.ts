import { describe, expect, it } from "vitest";
import { stockState } from "./stock-state";

describe("stockState", () => {
  it("is out of stock at 0 or less", () => {
    expect(stockState(0, 1)).toBe("out-of-stock");
    expect(stockState(-2)).toBe("out-of-stock");
  });
  it("is low when there is some, but less than the cart wants", () => {
    expect(stockState(2, 3)).toBe("low");
  });
  it("is in stock otherwise", () => {
    expect(stockState(3, 3)).toBe("in-stock");
    expect(stockState(5)).toBe("in-stock");
  });
});
