// Up to 10 suggestions for the header search box; a failed search is logged and shows as no results.
import { catalogueCalls } from "@mayil/core/catalogue/catalogue-api-paths";
import type { Language } from "@mayil/core/languages/languages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { useLanguage } from "../../lib/language";

// Found by any of a piece's names, English, Malayalam or Hindi; shown in the page's language (decision 084).
export const searchSuggestionsQuery = (term: string, language: Language) =>
  queryOptions({
    queryKey: ["search", term, language],
    queryFn: async ({ signal }) => {
      try {
        return (await api.call(catalogueCalls.search(term, language), { signal })).products;
      } catch (error) {
        if (signal.aborted) throw error;
        console.error("Search failed", error);
        return [];
      }
    },
  });

export const useSearchSuggestions = (term: string) =>
  useQuery({ ...searchSuggestionsQuery(term, useLanguage()), enabled: term.length > 0 });
