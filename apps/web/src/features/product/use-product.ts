// One product (by slug, or by id when the path is all digits) and the pieces related to it.
import { catalogueCalls, isProductId } from "@mayil/core/catalogue/catalogue-api-paths";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

export const productKeys = {
  detail: (slugOrId: string) => ["product", slugOrId] as const,
  related: (productId: number) => ["product", productId, "related"] as const,
};

export const productQuery = (slugOrId: string) =>
  queryOptions({
    queryKey: productKeys.detail(slugOrId),
    queryFn: async ({ signal }) => {
      const body = isProductId(slugOrId)
        ? await api.call(catalogueCalls.productById(slugOrId), { signal })
        : await api.call(catalogueCalls.productBySlug(slugOrId), { signal });
      return body.product;
    },
  });

export const useProduct = (slugOrId: string) => useQuery(productQuery(slugOrId));

export const relatedProductsQuery = (productId: number) =>
  queryOptions({
    queryKey: productKeys.related(productId),
    queryFn: ({ signal }) =>
      api.call(catalogueCalls.related(productId), { signal }).then((body) => body.related_products),
  });

export const useRelatedProducts = (productId: number | undefined) =>
  useQuery({ ...relatedProductsQuery(productId ?? 0), enabled: productId !== undefined });
