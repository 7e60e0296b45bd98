// The order list, newest first, a page at a time ("Load more"), for the filters in the URL.
import { ownerOrderEndpoints } from "@mayil/core/api/orders-endpoints";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { OwnerOrderListFilters } from "../../../lib/desk/order-filters";
import { ownerKeys } from "../../../lib/desk/owner-keys";

export const ORDERS_PAGE_SIZE = 20;

export function useOwnerOrders(filters: OwnerOrderListFilters) {
  const query = useInfiniteQuery({
    queryKey: ownerKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      api(ownerOrderEndpoints.list, { query: { ...filters, page: pageParam, limit: ORDERS_PAGE_SIZE } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
    staleTime: 0,
    // The previous filter's rows stay on screen while the next ones load, instead of a flash of the spinner.
    placeholderData: (previous) => previous,
  });
  const orders = query.data?.pages.flatMap((page) => page.orders) ?? [];
  const total = query.data?.pages[0]?.pagination.total ?? 0;
  return { ...query, orders, total };
}
