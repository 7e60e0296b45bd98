// How few is "low" (the server's LOW_STOCK_THRESHOLD), read from Today's figures the desk already asks for, so a
// product's page marks a low colour exactly as the list and Today count it.
import { ownerOrderEndpoints } from "@mayil/core/api/orders-endpoints";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client";
import { ownerKeys } from "../../../../lib/desk/owner-keys";

/** The server's default, until its own figure has come. */
const USUAL_THRESHOLD = 3;

export function useLowStockThreshold(): number {
  const today = useQuery({
    queryKey: ownerKeys.today(),
    queryFn: ({ signal }) => api(ownerOrderEndpoints.today, {}, { signal }),
    staleTime: 5 * 60_000,
  });
  return today.data?.low_stock_threshold ?? USUAL_THRESHOLD;
}
