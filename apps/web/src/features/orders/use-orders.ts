// The shopper's order history (My Orders), newest first; asked for afresh each time the page opens.
import { orderEndpoints } from "@mayil/core/api/shopping-endpoints";
import { api } from "../../lib/api-client";
import { accountQueryKey, useSignedInList } from "../../lib/signed-in-query";

export const orderKeys = { all: accountQueryKey("orders") };

export function useOrders() {
  const { items, isLoading } = useSignedInList({
    queryKey: orderKeys.all,
    fetchList: (signal) => api(orderEndpoints.list, {}, { signal }).then((body) => body.orders),
    staleTime: 0,
  });
  return { orders: items, isLoading };
}
