// Up to 10 suggestions for the header search box; a failed search is logged and shows as no results.
import { catalogueCalls } from "@mayil/core/catalogue/catalogue-api-paths";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

export const searchSuggestionsQuery = (term: string) =>
  queryOptions({
    queryKey: ["search", term],
    queryFn: async ({ signal }) => {
      try {
        return (await api.call(catalogueCalls.search(term), { signal })).products;
      } catch (error) {
        if (signal.aborted) throw error;
        console.error("Search failed", error);
        return [];
      }
    },
  });

export const useSearchSuggestions = (term: string) =>
  useQuery({ ...searchSuggestionsQuery(term), enabled: term.length > 0 });
