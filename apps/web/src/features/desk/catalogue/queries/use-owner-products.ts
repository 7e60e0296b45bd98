// The desk's product list, newest first, a page at a time ("Load more"), for the filters in the URL.
import { ownerProductEndpoints } from "@mayil/core/api/catalogue-owner-endpoints";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client";
import type { OwnerProductListFilters } from "../../../../lib/desk/product-filters";
import { catalogueKeys } from "./catalogue-keys";

export const PRODUCTS_PAGE_SIZE = 30;

export function useOwnerProducts(filters: OwnerProductListFilters) {
  const query = useInfiniteQuery({
    queryKey: catalogueKeys.productList(filters),
    queryFn: ({ pageParam, signal }) =>
      api(
        ownerProductEndpoints.list,
        { query: { ...filters, page: pageParam, limit: PRODUCTS_PAGE_SIZE } },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
    staleTime: 0,
    // The previous filter's rows stay on screen while the next ones load, instead of a flash of the spinner.
    placeholderData: (previous) => previous,
  });
  const first = query.data?.pages[0];
  return {
    ...query,
    products: query.data?.pages.flatMap((page) => page.products) ?? [],
    total: first?.pagination.total ?? 0,
    lowStockThreshold: first?.low_stock_threshold ?? null,
  };
}
