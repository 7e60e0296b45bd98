// Saving what the order forms wrote: an edit of an agreed order, or a new sale. Either one changes stock and the
// desk's figures, so afterwards the desk's lists, today's counts and the order itself are fetched again, and so is
// the catalogue (its stock).
import { ownerOrderEndpoints } from "@mayil/core/api/orders-endpoints";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../api-client";
import { accountKey } from "../signed-in-query";
import type { EditOrderPayload, SalePayload } from "./order-lines";
import { ownerKeys } from "./owner-keys";

function refreshAfterSave(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ownerKeys.all });
  // Stock changed: the shop's own catalogue responses are out of date (the shopper's own lists are not).
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== accountKey[0] });
}

export function useEditOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditOrderPayload) => api(ownerOrderEndpoints.edit, { params: { id: orderId }, body }),
    onSuccess: () => refreshAfterSave(queryClient),
  });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SalePayload) => api(ownerOrderEndpoints.create, { body }),
    onSuccess: () => refreshAfterSave(queryClient),
  });
}
