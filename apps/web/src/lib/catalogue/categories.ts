// Categories and subcategories: small, public lists every page shares from the cache.
import { catalogueCalls } from "@mayil/core/catalogue/catalogue-api-paths";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api-client";

export const categoryKeys = {
  all: ["categories"] as const,
  allSubcategories: ["subcategories", "all"] as const,
};

export const categoriesQuery = queryOptions({
  queryKey: categoryKeys.all,
  queryFn: ({ signal }) => api.call(catalogueCalls.categories(), { signal }).then((body) => body.categories),
});

export const allSubcategoriesQuery = queryOptions({
  queryKey: categoryKeys.allSubcategories,
  queryFn: ({ signal }) => api.call(catalogueCalls.allSubcategories(), { signal }).then((body) => body.subcategories),
});

export const useCategories = () => useQuery(categoriesQuery);
export const useAllSubcategories = () => useQuery(allSubcategoriesQuery);
