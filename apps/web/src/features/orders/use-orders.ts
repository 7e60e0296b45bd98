// The shopper's order history (My Orders), newest first, and one order's page; asked for afresh each time a page
// opens, because the shop moves orders on from its desk.
import { orderEndpoints } from "@mayil/core/api/orders-endpoints";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { useHasTokens } from "../../lib/auth/session";
import { accountQueryKey, useSignedInList } from "../../lib/signed-in-query";

export const orderKeys = {
  all: accountQueryKey("orders"),
  /** Under `all`, so whatever refreshes the list refreshes each order's page too. */
  detail: (id: number) => accountQueryKey("orders", id),
};

export function useOrders() {
  const { items, isLoading } = useSignedInList({
    queryKey: orderKeys.all,
    fetchList: (signal) => api(orderEndpoints.list, {}, { signal }).then((body) => body.orders),
    staleTime: 0,
  });
  return { orders: items, isLoading };
}

/** One of the signed-in shopper's orders; someone else's or an unknown one fails with a 404. */
export function useOrder(id: number) {
  const signedIn = useHasTokens();
  return useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => api(orderEndpoints.get, { params: { id } }, { signal }).then((body) => body.order),
    enabled: signedIn,
    staleTime: 0,
  });
}
