// The stock ledger of one product's own stock or one colour's: its history, newest first, and the owner's own
// adjustments (restock, damaged, lost, a corrected count). The product is asked again after an adjustment, since
// its counts are what changed.
import type { BodyInput } from "@mayil/core/api/endpoint";
import { ownerStockEndpoints } from "@mayil/core/api/stock-endpoints";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client";
import { catalogueKeys } from "../queries/catalogue-keys";
import { useCatalogueChanged } from "../queries/use-catalogue-changed";

export type StockAdjustment = BodyInput<Awaited<ReturnType<typeof ownerStockEndpoints.adjust.schemas>>>;

/** How many rows of history the page shows: plenty for one piece of a small shop. */
const HISTORY_ROWS = 50;

export function useStockMovements(productId: number, variantId: number | null) {
  return useQuery({
    queryKey: catalogueKeys.movements(productId, variantId),
    queryFn: ({ signal }) =>
      api(
        ownerStockEndpoints.movements,
        { query: { product_id: productId, variant_id: variantId ?? undefined, limit: HISTORY_ROWS } },
        { signal },
      ).then((body) => body.movements),
    staleTime: 0,
  });
}

export function useAdjustStock() {
  const changed = useCatalogueChanged();
  return useMutation({
    mutationFn: (body: StockAdjustment) => api(ownerStockEndpoints.adjust, { body }),
    // The response is the ledger row; the product's counts come with the product, asked again with the rest.
    onSuccess: () => changed(),
  });
}
