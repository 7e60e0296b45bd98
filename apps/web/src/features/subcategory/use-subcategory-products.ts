// The products of one subcategory (by its slug), a page of 24 at a time.
import { catalogueCalls } from "@mayil/core/catalogue/catalogue-api-paths";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { nextPage } from "../../lib/catalogue/next-page";

export const subcategoryProductsQuery = (slug: string) =>
  infiniteQueryOptions({
    queryKey: ["products", "subcategory", slug],
    queryFn: ({ pageParam, signal }) => api.call(catalogueCalls.subcategoryProducts(slug, pageParam), { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useSubcategoryProducts = (slug: string) => useInfiniteQuery(subcategoryProductsQuery(slug));
