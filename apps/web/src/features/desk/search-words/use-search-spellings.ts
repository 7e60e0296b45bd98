// The shop's search spellings on the desk: the groups, and adding, changing and removing one. Every response is the
// whole list, which replaces the cached one; the shop's own searches are asked again, so they follow at once.
import { searchSpellingEndpoints } from "@mayil/core/api/search-spellings-endpoints";
import type { SpellingGroup } from "@mayil/core/catalogue/search-spelling-schemas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ownerKeys } from "../../../lib/desk/owner-keys";
import { accountKey } from "../../../lib/signed-in-query";

const spellingsKey = () => [...ownerKeys.all, "search-spellings"] as const;

export function useSearchSpellings() {
  return useQuery({
    queryKey: spellingsKey(),
    queryFn: ({ signal }) => api(searchSpellingEndpoints.list, {}, { signal }).then((body) => body.groups),
    staleTime: 0,
  });
}

function useSaved() {
  const queryClient = useQueryClient();
  return (body: { groups: SpellingGroup[] }) => {
    queryClient.setQueryData(spellingsKey(), body.groups);
    // Search suggestions and lists the shop has cached were found with the old spellings.
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== accountKey[0] });
  };
}

export function useAddSpellingGroup() {
  const saved = useSaved();
  return useMutation({
    mutationFn: (words: string[]) => api(searchSpellingEndpoints.create, { body: { words } }),
    onSuccess: saved,
  });
}

export function useChangeSpellingGroup() {
  const saved = useSaved();
  return useMutation({
    mutationFn: ({ id, words }: { id: number; words: string[] }) =>
      api(searchSpellingEndpoints.update, { params: { id }, body: { words } }),
    onSuccess: saved,
  });
}

export function useRemoveSpellingGroup() {
  const saved = useSaved();
  return useMutation({
    mutationFn: (id: number) => api(searchSpellingEndpoints.remove, { params: { id } }),
    onSuccess: saved,
  });
}
