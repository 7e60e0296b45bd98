// The adjustment the owner types becomes the right change for the ledger, and what cannot be is refused in words.
import { describe, expect, it } from "vitest";
import { deskWords } from "../../../../../test/desk-words";
import { stockChange as said, signedChange } from "./stock-change";

const en = deskWords("en");
const stockChange = (...args: Parameters<typeof said> extends [unknown, ...infer Rest] ? Rest : never) =>
  said(en, ...args);

describe("an adjustment of stock", () => {
  it("adds a restock and takes away damaged or lost pieces", () => {
    expect(stockChange("restock", 5, 0)).toEqual({ change: 5, after: 5 });
    expect(stockChange("damaged", 2, 4)).toEqual({ change: -2, after: 2 });
    expect(stockChange("lost", 4, 4)).toEqual({ change: -4, after: 0 });
  });

  it("sends a counted number as the difference from what the shop holds", () => {
    expect(stockChange("correction", 7, 4)).toEqual({ change: 3, after: 7 });
    expect(stockChange("correction", 0, 4)).toEqual({ change: -4, after: 0 });
  });

  it("refuses what would change nothing or take more than there is", () => {
    expect(stockChange("correction", 4, 4)).toEqual({ problem: "The shop already holds 4: nothing to correct" });
    expect(stockChange("damaged", 5, 4)).toEqual({ problem: "Only 4 in stock" });
    expect(stockChange("lost", 1, 0)).toEqual({ problem: "There are none in stock to take away" });
    expect(stockChange("restock", 0, 3)).toHaveProperty("problem");
    expect(stockChange("restock", null, 3)).toHaveProperty("problem");
    expect(stockChange("restock", 100_000, 1)).toHaveProperty("problem");
  });

  it("writes a change with its sign", () => {
    expect(signedChange(3)).toBe("+3");
    expect(signedChange(-2)).toBe("−2");
  });
});
