// The products of one category, with its sort and price band, a page of 24 at a time.
import { type CategoryListOptions, catalogueCalls } from "@mayil/core/catalogue/catalogue-api-paths";
import type { Language } from "@mayil/core/languages/languages";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { nextPage } from "../../lib/catalogue/next-page";
import { useLanguage } from "../../lib/language";

export type { CategoryListOptions };

export const categoryProductsQuery = (categoryId: number, options: CategoryListOptions, language: Language) =>
  infiniteQueryOptions({
    queryKey: ["products", "category", categoryId, options, language],
    queryFn: ({ pageParam, signal }) =>
      api.call(catalogueCalls.categoryProducts(categoryId, options, pageParam, language), { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useCategoryProducts = (categoryId: number, options: CategoryListOptions) =>
  useInfiniteQuery({ ...categoryProductsQuery(categoryId, options, useLanguage()), placeholderData: keepPreviousData });
