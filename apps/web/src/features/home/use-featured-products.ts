// The home page's four featured pieces (docs/shop/storefront.md#home).
import { catalogueCalls } from "@mayil/core/catalogue/catalogue-api-paths";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

export const featuredProductsQuery = queryOptions({
  queryKey: ["products", "featured"],
  queryFn: ({ signal }) => api.call(catalogueCalls.featuredProducts(), { signal }).then((body) => body.products),
});

export const useFeaturedProducts = () => useQuery(featuredProductsQuery);
