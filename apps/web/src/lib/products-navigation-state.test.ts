import { describe, expect, it } from "vitest";
import { readProductsNavigationState } from "./products-navigation-state";

describe("readProductsNavigationState", () => {
  it("keeps a numeric category and a non-empty, trimmed search", () => {
    expect(readProductsNavigationState({ categoryId: 2, search: "  pearl " })).toEqual({
      categoryId: 2,
      search: "pearl",
    });
  });
  it("ignores anything else", () => {
    expect(readProductsNavigationState(null)).toEqual({});
    expect(readProductsNavigationState({ categoryId: "2", search: "   " })).toEqual({
      categoryId: undefined,
      search: undefined,
    });
  });
});
