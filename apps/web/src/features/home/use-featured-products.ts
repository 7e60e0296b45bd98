// The home page's four featured pieces (docs/shop/storefront.md#home).
import { catalogueCalls } from "@mayil/core/catalogue/catalogue-api-paths";
import type { Language } from "@mayil/core/languages/languages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { useLanguage } from "../../lib/language";

export const featuredProductsQuery = (language: Language) =>
  queryOptions({
    queryKey: ["products", "featured", language],
    queryFn: ({ signal }) =>
      api.call(catalogueCalls.featuredProducts(language), { signal }).then((body) => body.products),
  });

export const useFeaturedProducts = () => useQuery(featuredProductsQuery(useLanguage()));
