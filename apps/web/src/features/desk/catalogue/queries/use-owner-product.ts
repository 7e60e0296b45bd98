// One product on the desk and what the owner changes about it: its fields (or archiving it), and its colours. Each
// response carries the whole product, which replaces the cached one; lists, counts and the shop are asked again.

import { ownerProductEndpoints } from "@mayil/core/api/catalogue-owner-endpoints";
import type { BodyInput } from "@mayil/core/api/endpoint";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client";
import { catalogueKeys } from "./catalogue-keys";
import { useCatalogueChanged } from "./use-catalogue-changed";

type BodyOf<E> = E extends { schemas: () => Promise<infer S> } ? BodyInput<S> : never;
export type NewProductBody = BodyOf<typeof ownerProductEndpoints.create>;
export type ProductChanges = BodyOf<typeof ownerProductEndpoints.update>;
export type NewColourBody = BodyOf<typeof ownerProductEndpoints.addVariant>;
export type ColourChanges = BodyOf<typeof ownerProductEndpoints.updateVariant>;

export const isProductId = (id: number) => Number.isSafeInteger(id) && id > 0;

export function useOwnerProduct(id: number) {
  return useQuery({
    queryKey: catalogueKeys.product(id),
    queryFn: ({ signal }) =>
      api(ownerProductEndpoints.get, { params: { id } }, { signal }).then((body) => body.product),
    staleTime: 0,
    enabled: isProductId(id),
  });
}

export function useCreateProduct() {
  const changed = useCatalogueChanged();
  return useMutation({
    mutationFn: (body: NewProductBody) => api(ownerProductEndpoints.create, { body }),
    onSuccess: (body) => changed(body.product),
  });
}

export function useUpdateProduct(id: number) {
  const changed = useCatalogueChanged();
  return useMutation({
    mutationFn: (body: ProductChanges) => api(ownerProductEndpoints.update, { params: { id }, body }),
    onSuccess: (body) => changed(body.product),
  });
}

export function useAddColour(productId: number) {
  const changed = useCatalogueChanged();
  return useMutation({
    mutationFn: (body: NewColourBody) => api(ownerProductEndpoints.addVariant, { params: { id: productId }, body }),
    onSuccess: (body) => changed(body.product),
  });
}

export function useUpdateColour(productId: number) {
  const changed = useCatalogueChanged();
  return useMutation({
    mutationFn: ({ variantId, changes }: { variantId: number; changes: ColourChanges }) =>
      api(ownerProductEndpoints.updateVariant, { params: { id: productId, variantId }, body: changes }),
    onSuccess: (body) => changed(body.product),
  });
}

export function useRemoveColour(productId: number) {
  const changed = useCatalogueChanged();
  return useMutation({
    mutationFn: (variantId: number) =>
      api(ownerProductEndpoints.removeVariant, { params: { id: productId, variantId } }),
    onSuccess: (body) => changed(body.product),
  });
}
