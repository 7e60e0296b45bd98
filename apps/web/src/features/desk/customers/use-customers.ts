// The desk's customers: the list (searched, sorted, a page at a time) and one customer with her orders. Their keys sit
// under the desk's own (ownerKeys.all), so signing out drops them with the rest of the desk.
import { ownerCustomerEndpoints } from "@mayil/core/api/customers-endpoints";
import type { CustomerSort } from "@mayil/core/orders/customer-schemas";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ownerKeys } from "../../../lib/desk/owner-keys";

export const CUSTOMERS_PAGE_SIZE = 20;

export interface CustomerFilters {
  q?: string;
  sort: CustomerSort;
}

const customerKeys = {
  list: (filters: CustomerFilters) => [...ownerKeys.all, "customers", filters] as const,
  one: (id: number) => [...ownerKeys.all, "customer", id] as const,
};

export function useCustomers(filters: CustomerFilters) {
  const query = useInfiniteQuery({
    queryKey: customerKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      api(
        ownerCustomerEndpoints.list,
        { query: { ...filters, page: pageParam, limit: CUSTOMERS_PAGE_SIZE } },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
  const customers = query.data?.pages.flatMap((page) => page.customers) ?? [];
  const total = query.data?.pages[0]?.pagination.total ?? 0;
  return { ...query, customers, total };
}

export function useCustomer(id: number) {
  return useQuery({
    queryKey: customerKeys.one(id),
    queryFn: ({ signal }) => api(ownerCustomerEndpoints.get, { params: { id } }, { signal }),
    staleTime: 0,
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}
