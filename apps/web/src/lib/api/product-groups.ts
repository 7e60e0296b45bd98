// The products of one category (with its sort and price band) or one subcategory, a page of 24 at a time.
import { type CategoryListOptions, catalogueApiPaths } from "@mayil/core/catalogue-api-paths";
import type { Category, ProductListResponse, Subcategory } from "@mayil/core/catalogue-schemas";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { getJson } from "../api-client";

export type { CategoryListOptions };

const nextPage = (last: { pagination: { hasMore: boolean; page: number } }) =>
  last.pagination.hasMore ? last.pagination.page + 1 : undefined;

export const categoryProductsQuery = (categoryId: number, options: CategoryListOptions) =>
  infiniteQueryOptions({
    queryKey: ["products", "category", categoryId, options],
    queryFn: ({ pageParam, signal }) =>
      getJson<ProductListResponse & { category: Category }>(
        catalogueApiPaths.categoryProducts(categoryId, options, pageParam),
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useCategoryProducts = (categoryId: number, options: CategoryListOptions) =>
  useInfiniteQuery({ ...categoryProductsQuery(categoryId, options), placeholderData: keepPreviousData });

export const subcategoryProductsQuery = (slug: string) =>
  infiniteQueryOptions({
    queryKey: ["products", "subcategory", slug],
    queryFn: ({ pageParam, signal }) =>
      getJson<ProductListResponse & { subcategory: Subcategory }>(
        catalogueApiPaths.subcategoryProducts(slug, pageParam),
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useSubcategoryProducts = (slug: string) => useInfiniteQuery(subcategoryProductsQuery(slug));
