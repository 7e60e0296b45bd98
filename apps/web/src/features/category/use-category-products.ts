// The products of one category, with its sort and price band, a page of 24 at a time.
import { type CategoryListOptions, catalogueCalls } from "@mayil/core/catalogue/catalogue-api-paths";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { nextPage } from "../../lib/catalogue/next-page";

export type { CategoryListOptions };

export const categoryProductsQuery = (categoryId: number, options: CategoryListOptions) =>
  infiniteQueryOptions({
    queryKey: ["products", "category", categoryId, options],
    queryFn: ({ pageParam, signal }) =>
      api.call(catalogueCalls.categoryProducts(categoryId, options, pageParam), { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useCategoryProducts = (categoryId: number, options: CategoryListOptions) =>
  useInfiniteQuery({ ...categoryProductsQuery(categoryId, options), placeholderData: keepPreviousData });
