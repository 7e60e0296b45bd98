// Categories and subcategories: small, public lists every page shares from the cache.
import { catalogueApiPaths } from "@mayil/core/catalogue-api-paths";
import type { Category, Subcategory } from "@mayil/core/catalogue-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "../api-client";

export const categoriesQuery = queryOptions({
  queryKey: ["categories"],
  queryFn: ({ signal }) =>
    getJson<{ categories: Category[] }>(catalogueApiPaths.categories(), signal).then((body) => body.categories),
});

export const allSubcategoriesQuery = queryOptions({
  queryKey: ["subcategories", "all"],
  queryFn: ({ signal }) =>
    getJson<{ subcategories: Subcategory[] }>(catalogueApiPaths.allSubcategories(), signal).then(
      (body) => body.subcategories,
    ),
});

export const useCategories = () => useQuery(categoriesQuery);
export const useAllSubcategories = () => useQuery(allSubcategoriesQuery);
