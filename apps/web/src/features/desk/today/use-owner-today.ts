// Today at a glance: asked for afresh whenever the desk's Today opens, and again every minute while it stays open
// on the counter, so a new order shows up without a reload.
import { ownerOrderEndpoints } from "@mayil/core/api/orders-endpoints";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ownerKeys } from "../../../lib/desk/owner-keys";

export function useOwnerToday() {
  return useQuery({
    queryKey: ownerKeys.today(),
    queryFn: ({ signal }) => api(ownerOrderEndpoints.today, {}, { signal }),
    staleTime: 0,
    refetchInterval: 60_000,
  });
}
