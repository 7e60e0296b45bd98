// Every product, filtered: 24 at a time, 24 more each time the shopper reaches the end
// (docs/shop/storefront.md#all-products).
import { catalogueCalls, type ProductListFilters } from "@mayil/core/catalogue/catalogue-api-paths";
import type { Language } from "@mayil/core/languages/languages";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { nextPage } from "../../lib/catalogue/next-page";
import { useLanguage } from "../../lib/language";

export type { ProductListFilters };

export const productListKeys = {
  list: (filters: ProductListFilters, language: Language) => ["products", "list", filters, language] as const,
};

export const productListQuery = (filters: ProductListFilters, language: Language) =>
  infiniteQueryOptions({
    queryKey: productListKeys.list(filters, language),
    queryFn: ({ pageParam, signal }) => api.call(catalogueCalls.productList(filters, pageParam, language), { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useProductList = (filters: ProductListFilters) =>
  useInfiniteQuery({ ...productListQuery(filters, useLanguage()), placeholderData: keepPreviousData });
