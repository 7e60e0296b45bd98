// The signed-in shopper's own lists (cart, wishlist, orders, addresses): fetched only while signed in, empty
// otherwise, and all under one key so signing out drops every one of them at once.
import { useQuery } from "@tanstack/react-query";
import { useHasTokens } from "./auth/session";

/** Every query that belongs to the signed-in shopper starts with this key. */
export const accountKey = ["account"] as const;

/** A query key of the shopper's own data: `accountKey` then the feature's parts. */
export const accountQueryKey = <const Parts extends readonly unknown[]>(...parts: Parts) =>
  [...accountKey, ...parts] as const;

export interface SignedInList<Item> {
  items: Item[];
  isLoading: boolean;
}

/**
 * A list the signed-in shopper owns. `staleTime` is how long the list may be shown without asking again (0: every
 * time a page that shows it opens).
 */
export function useSignedInList<Item>(options: {
  queryKey: readonly unknown[];
  fetchList: (signal: AbortSignal) => Promise<Item[]>;
  staleTime: number;
}): SignedInList<Item> {
  const signedIn = useHasTokens();
  const { queryKey, fetchList, staleTime } = options;
  const query = useQuery({ queryKey, queryFn: ({ signal }) => fetchList(signal), enabled: signedIn, staleTime });
  return { items: signedIn ? (query.data ?? []) : [], isLoading: signedIn && query.isPending };
}
