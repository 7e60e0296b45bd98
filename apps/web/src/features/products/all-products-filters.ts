// The All Products page's filters: category, subcategory and the six price bands of
// docs/shop/storefront.md#all-products, and how they are written in the page's address
// (/products?category=2&subcategory=7&price=100-300), so a reload, Back and a shared link keep them.

import type { PriceBand } from "@mayil/core/catalogue/price-band";
import { pageParams } from "@mayil/core/storefront/page-paths";
import type { MessageId } from "../../lib/messages";
import { setSearchParam } from "../../lib/set-search-param";

export const allProductsPriceOptions = [
  { value: "all", label: "catalogue.price.all" },
  { value: "below-100", label: "catalogue.price.below100" },
  { value: "100-300", label: "catalogue.price.100to300" },
  { value: "300-600", label: "catalogue.price.300to600" },
  { value: "600-1000", label: "catalogue.price.600to1000" },
  { value: "above-1000", label: "catalogue.price.above1000" },
] as const satisfies readonly { value: PriceBand | "all"; label: MessageId }[];
export type AllProductsPriceOption = (typeof allProductsPriceOptions)[number]["value"];

export interface AllProductsFilters {
  categoryId: string;
  subcategoryId: string;
  priceBand: AllProductsPriceOption;
}

export const noFilters: AllProductsFilters = { categoryId: "", subcategoryId: "", priceBand: "all" };

/** The address's names for the filters; the search is ?q= (products-navigation-state.ts). */
export const FILTER_PARAMS = {
  categoryId: pageParams.products.category,
  subcategoryId: pageParams.products.subcategory,
  priceBand: pageParams.products.price,
} as const;

const isPriceOption = (value: string | null): value is AllProductsPriceOption =>
  allProductsPriceOptions.some((option) => option.value === value);

/** The filters an address holds; a category the shop does not have, or a price band it does not know, is left out. */
export function filtersFromParams(params: URLSearchParams, categoryIds: readonly number[]): AllProductsFilters {
  const category = params.get(FILTER_PARAMS.categoryId) ?? "";
  const known = categoryIds.includes(Number(category));
  const subcategory = params.get(FILTER_PARAMS.subcategoryId) ?? "";
  const price = params.get(FILTER_PARAMS.priceBand);
  return {
    categoryId: known ? category : "",
    subcategoryId: known && /^\d+$/.test(subcategory) ? subcategory : "",
    priceBand: isPriceOption(price) ? price : "all",
  };
}

/** `params` with `filters` written in: a filter at its default is left out of the address. */
export function withFilters(params: URLSearchParams, filters: AllProductsFilters): URLSearchParams {
  let next = params;
  const values = { ...filters, priceBand: filters.priceBand === "all" ? "" : filters.priceBand };
  for (const [field, name] of Object.entries(FILTER_PARAMS)) {
    next = setSearchParam(next, name, values[field as keyof AllProductsFilters]);
  }
  return next;
}
