// The products of one subcategory (by its slug), a page of 24 at a time.
import { catalogueCalls } from "@mayil/core/catalogue/catalogue-api-paths";
import type { Language } from "@mayil/core/languages/languages";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { nextPage } from "../../lib/catalogue/next-page";
import { useLanguage } from "../../lib/language";

export const subcategoryProductsQuery = (slug: string, language: Language) =>
  infiniteQueryOptions({
    queryKey: ["products", "subcategory", slug, language],
    queryFn: ({ pageParam, signal }) =>
      api.call(catalogueCalls.subcategoryProducts(slug, pageParam, language), { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useSubcategoryProducts = (slug: string) => useInfiniteQuery(subcategoryProductsQuery(slug, useLanguage()));
