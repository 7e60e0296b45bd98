import { describe, expect, it } from "vitest";
import { serverSort, sortOptions } from "./category-sort";

describe("category sort", () => {
  it("offers the category page's five sorts", () => {
    expect(sortOptions.map((o) => o.label)).toEqual([
      "catalogue.sort.featured",
      "catalogue.sort.newest",
      "catalogue.sort.priceAsc",
      "catalogue.sort.priceDesc",
      "catalogue.sort.rating",
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
