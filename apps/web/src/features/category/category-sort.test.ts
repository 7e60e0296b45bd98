import { describe, expect, it } from "vitest";
import { serverSort, sortOptions } from "./category-sort";

describe("category sort", () => {
  it("offers the category page's five sorts", () => {
    expect(sortOptions.map((o) => o.label)).toEqual([
      "Featured",
      "Newest",
      "Price: Low to High",
      "Price: High to Low",
      "Highest Rated",
    ]);
  });
  it("changes the server's sort only for the price options", () => {
    expect(serverSort("price-asc")).toEqual({ sortBy: "price", sortOrder: "asc" });
    expect(serverSort("price-desc")).toEqual({ sortBy: "price", sortOrder: "desc" });
    for (const option of ["featured", "newest", "rating"] as const) {
      expect(serverSort(option)).toEqual({ sortBy: "id", sortOrder: "asc" });
    }
  });
});
