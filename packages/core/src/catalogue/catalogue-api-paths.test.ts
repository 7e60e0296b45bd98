import { describe, expect, it } from "vitest";
import { catalogueApiPaths, defaultCategoryListOptions } from "./catalogue-api-paths";

describe("catalogue API paths", () => {
  it("builds the category page's first request", () => {
    expect(catalogueApiPaths.categoryProducts(2, defaultCategoryListOptions, 1)).toBe(
      "/products/category/2?page=1&sort_by=id&sort_order=asc",
    );
  });
  it("reads a product by id when the slug is all digits", () => {
    expect(catalogueApiPaths.product("23")).toBe("/products/23");
    expect(catalogueApiPaths.product("temple jhumka")).toBe("/products/slug/temple%20jhumka");
  });
  it("leaves out empty filters", () => {
    expect(catalogueApiPaths.productList({ priceBand: "all", search: "  " }, 1)).toBe("/products?page=1&limit=24");
  });
  it("asks for the page's language, and keeps English addresses as they were", () => {
    expect(catalogueApiPaths.product("temple-jhumka", "ml")).toBe("/products/slug/temple-jhumka?lang=ml");
    expect(catalogueApiPaths.product("temple-jhumka", "en")).toBe("/products/slug/temple-jhumka");
    expect(catalogueApiPaths.categories("hi")).toBe("/categories?lang=hi");
    expect(catalogueApiPaths.categories("en")).toBe("/categories");
    expect(catalogueApiPaths.featuredProducts("ml")).toBe("/products?featured=true&limit=4&lang=ml");
    expect(catalogueApiPaths.search("ജിമിക്കി", "hi")).toBe(
      `/products/search/${encodeURIComponent("ജിമിക്കി")}?limit=10&lang=hi`,
    );
  });
});
