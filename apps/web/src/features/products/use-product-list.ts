// Every product, filtered: 24 at a time, 24 more each time the shopper reaches the end
// (docs/shop/storefront.md#all-products).
import { catalogueCalls, type ProductListFilters } from "@mayil/core/catalogue/catalogue-api-paths";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { nextPage } from "../../lib/catalogue/next-page";

export type { ProductListFilters };

export const productListKeys = {
  list: (filters: ProductListFilters) => ["products", "list", filters] as const,
};

export const productListQuery = (filters: ProductListFilters) =>
  infiniteQueryOptions({
    queryKey: productListKeys.list(filters),
    queryFn: ({ pageParam, signal }) => api.call(catalogueCalls.productList(filters, pageParam), { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useProductList = (filters: ProductListFilters) =>
  useInfiniteQuery({ ...productListQuery(filters), placeholderData: keepPreviousData });
