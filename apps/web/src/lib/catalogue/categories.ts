// Categories and subcategories: small, public lists every page shares from the cache, named in the page's language
// (the owner's Malayalam or Hindi, English where she gave none; decision 084).
import { catalogueCalls } from "@mayil/core/catalogue/catalogue-api-paths";
import type { Language } from "@mayil/core/languages/languages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api-client";
import { useLanguage } from "../language";

export const categoryKeys = {
  /** Every language's list: what to forget when the categories change. */
  all: ["categories"] as const,
  inLanguage: (language: Language) => ["categories", language] as const,
  allSubcategories: (language: Language) => ["subcategories", "all", language] as const,
};

export const categoriesQuery = (language: Language) =>
  queryOptions({
    queryKey: categoryKeys.inLanguage(language),
    queryFn: ({ signal }) => api.call(catalogueCalls.categories(language), { signal }).then((body) => body.categories),
  });

export const allSubcategoriesQuery = (language: Language) =>
  queryOptions({
    queryKey: categoryKeys.allSubcategories(language),
    queryFn: ({ signal }) =>
      api.call(catalogueCalls.allSubcategories(language), { signal }).then((body) => body.subcategories),
  });

export const useCategories = () => useQuery(categoriesQuery(useLanguage()));
export const useAllSubcategories = () => useQuery(allSubcategoriesQuery(useLanguage()));
