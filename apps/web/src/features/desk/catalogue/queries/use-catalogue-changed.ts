// After any change to a product (its fields, photos, colours or stock): the product as the server now has it, and
// everything that may show it asked for again: the desk's product lists and stock histories, Today's low-stock
// count, and the shop's own catalogue responses (the shop's pages in this tab, and the new-sale picker, must not show
// the old price, photo or stock).
import type { OwnerProduct } from "@mayil/core/catalogue/owner-catalogue-schemas";
import { useQueryClient } from "@tanstack/react-query";
import { ownerKeys } from "../../../../lib/desk/owner-keys";
import { accountKey } from "../../../../lib/signed-in-query";
import { catalogueKeys } from "./catalogue-keys";

export function useCatalogueChanged() {
  const queryClient = useQueryClient();
  return (product?: OwnerProduct) => {
    if (product) queryClient.setQueryData(catalogueKeys.product(product.id), product);
    void queryClient.invalidateQueries({
      queryKey: catalogueKeys.products(),
      // The product just set is the server's response: no need to ask for it again.
      predicate: (query) => !product || !sameKey(query.queryKey, catalogueKeys.product(product.id)),
    });
    void queryClient.invalidateQueries({ queryKey: ownerKeys.today() });
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== accountKey[0] });
  };
}

const sameKey = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((part, index) => part === b[index]);
