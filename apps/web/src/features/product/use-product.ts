// One product (by slug, or by id when the path is all digits) and the pieces related to it.
import { catalogueCalls, isProductId } from "@mayil/core/catalogue/catalogue-api-paths";
import type { Language } from "@mayil/core/languages/languages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { useLanguage } from "../../lib/language";

// Each in the page's language: the owner's Malayalam or Hindi names, English where she gave none (decision 084).
export const productKeys = {
  detail: (slugOrId: string, language: Language) => ["product", slugOrId, language] as const,
  related: (productId: number, language: Language) => ["product", productId, "related", language] as const,
};

export const productQuery = (slugOrId: string, language: Language) =>
  queryOptions({
    queryKey: productKeys.detail(slugOrId, language),
    queryFn: async ({ signal }) => {
      const body = isProductId(slugOrId)
        ? await api.call(catalogueCalls.productById(slugOrId, language), { signal })
        : await api.call(catalogueCalls.productBySlug(slugOrId, language), { signal });
      return body.product;
    },
  });

export const useProduct = (slugOrId: string) => useQuery(productQuery(slugOrId, useLanguage()));

export const relatedProductsQuery = (productId: number, language: Language) =>
  queryOptions({
    queryKey: productKeys.related(productId, language),
    queryFn: ({ signal }) =>
      api.call(catalogueCalls.related(productId, language), { signal }).then((body) => body.related_products),
  });

export const useRelatedProducts = (productId: number | undefined) =>
  useQuery({ ...relatedProductsQuery(productId ?? 0, useLanguage()), enabled: productId !== undefined });
