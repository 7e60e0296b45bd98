// The sort options (docs/shop/storefront.md#category-page) and the category page's three price bands, each labelled
// by its message's id (the page shows it in its language). Only the two
// price sorts change what the server is asked for; the others keep the shop's own order.
import type { CategoryListOptions } from "./use-category-products";

export const sortOptions = [
  { value: "featured", label: "catalogue.sort.featured" },
  { value: "newest", label: "catalogue.sort.newest" },
  { value: "price-asc", label: "catalogue.sort.priceAsc" },
  { value: "price-desc", label: "catalogue.sort.priceDesc" },
  { value: "rating", label: "catalogue.sort.rating" },
] as const;
export type SortOption = (typeof sortOptions)[number]["value"];

export function serverSort(option: SortOption): Pick<CategoryListOptions, "sortBy" | "sortOrder"> {
  if (option === "price-asc") return { sortBy: "price", sortOrder: "asc" };
  if (option === "price-desc") return { sortBy: "price", sortOrder: "desc" };
  return { sortBy: "id", sortOrder: "asc" };
}

export const categoryPriceOptions = [
  { value: "all", label: "catalogue.price.all" },
  { value: "under-300", label: "catalogue.price.under300" },
  { value: "300-600", label: "catalogue.price.300to600" },
  { value: "above-600", label: "catalogue.price.above600" },
] as const;
export type CategoryPriceOption = (typeof categoryPriceOptions)[number]["value"];
