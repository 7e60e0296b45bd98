// Product lists, one product, related pieces and search suggestions: the fetchers, query options and hooks.
import { catalogueApiPaths, type ProductListFilters } from "@mayil/core/catalogue-api-paths";
import type { Product, ProductListResponse, RelatedProduct } from "@mayil/core/catalogue-schemas";
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import { getJson } from "../api-client";

export type { ProductListFilters };

const nextPage = (last: { pagination: { hasMore: boolean; page: number } }) =>
  last.pagination.hasMore ? last.pagination.page + 1 : undefined;

/** Every product, filtered: 24 at a time, 24 more each time the shopper reaches the end (spec section 4). */
export const productListQuery = (filters: ProductListFilters) =>
  infiniteQueryOptions({
    queryKey: ["products", "list", filters],
    queryFn: ({ pageParam, signal }) =>
      getJson<ProductListResponse>(catalogueApiPaths.productList(filters, pageParam), signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useProductList = (filters: ProductListFilters) =>
  useInfiniteQuery({ ...productListQuery(filters), placeholderData: keepPreviousData });

export const featuredProductsQuery = queryOptions({
  queryKey: ["products", "featured"],
  queryFn: ({ signal }) =>
    getJson<ProductListResponse>(catalogueApiPaths.featuredProducts(), signal).then((body) => body.products),
});

export const useFeaturedProducts = () => useQuery(featuredProductsQuery);

/** A product by slug, or by id when the path is all digits (search suggestions link to /product/{id}). */
export const productQuery = (slugOrId: string) =>
  queryOptions({
    queryKey: ["product", slugOrId],
    queryFn: ({ signal }) =>
      getJson<{ product: Product }>(catalogueApiPaths.product(slugOrId), signal).then((body) => body.product),
  });

export const useProduct = (slugOrId: string) => useQuery(productQuery(slugOrId));

export const relatedProductsQuery = (productId: number) =>
  queryOptions({
    queryKey: ["product", productId, "related"],
    queryFn: ({ signal }) =>
      getJson<{ related_products: RelatedProduct[] }>(catalogueApiPaths.related(productId), signal).then(
        (body) => body.related_products,
      ),
  });

export const useRelatedProducts = (productId: number | undefined) =>
  useQuery({ ...relatedProductsQuery(productId ?? 0), enabled: productId !== undefined });

/** Up to 10 suggestions for the header search box; a failed search is logged and shows as no results. */
export const searchSuggestionsQuery = (term: string) =>
  queryOptions({
    queryKey: ["search", term],
    queryFn: async ({ signal }) => {
      try {
        return (await getJson<{ products: Product[] }>(catalogueApiPaths.search(term), signal)).products;
      } catch (error) {
        if (signal.aborted) throw error;
        console.error("Search failed", error);
        return [];
      }
    },
  });

export const useSearchSuggestions = (term: string) =>
  useQuery({ ...searchSuggestionsQuery(term), enabled: term.length > 0 });
