// The desk's query keys for the catalogue, under the desk's own (ownerKeys.all), so signing out drops them with the
// rest of the desk and one change can refresh a product, its lists, its stock history and Today's low-stock count.
import { ownerKeys } from "../../../../lib/desk/owner-keys";
import type { OwnerProductListFilters } from "../../../../lib/desk/product-filters";

export const catalogueKeys = {
  products: () => [...ownerKeys.all, "products"] as const,
  productList: (filters: OwnerProductListFilters) => [...ownerKeys.all, "products", "list", filters] as const,
  product: (id: number) => [...ownerKeys.all, "products", "one", id] as const,
  /** The stock ledger of one product: its own stock (variantId null) or one colour's. */
  movements: (productId: number, variantId: number | null) =>
    [...ownerKeys.all, "products", "movements", productId, variantId] as const,
};
