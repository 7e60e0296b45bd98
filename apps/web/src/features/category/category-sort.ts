// The sort options (docs/shop/storefront.md#category-page) and the category page's three price bands. Only the two
// price sorts change what the server is asked for; the others keep the shop's own order.
import type { CategoryListOptions } from "./use-category-products";

export const sortOptions = [
  { value: "featured", label: "Featured" },
  { value: "newest", label: "Newest" },
  { value: "price-asc", label: "Price: Low to High" },
  { value: "price-desc", label: "Price: High to Low" },
  { value: "rating", label: "Highest Rated" },
] as const;
export type SortOption = (typeof sortOptions)[number]["value"];

export function serverSort(option: SortOption): Pick<CategoryListOptions, "sortBy" | "sortOrder"> {
  if (option === "price-asc") return { sortBy: "price", sortOrder: "asc" };
  if (option === "price-desc") return { sortBy: "price", sortOrder: "desc" };
  return { sortBy: "id", sortOrder: "asc" };
}

export const categoryPriceOptions = [
  { value: "all", label: "All Prices" },
  { value: "under-300", label: "Under ₹300" },
  { value: "300-600", label: "₹300 - ₹600" },
  { value: "above-600", label: "Above ₹600" },
] as const;
export type CategoryPriceOption = (typeof categoryPriceOptions)[number]["value"];
