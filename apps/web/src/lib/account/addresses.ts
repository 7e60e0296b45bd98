// The signed-in shopper's saved delivery addresses (Settings and the checkout dialog).
import type { Address } from "@mayil/core/account-schemas";
import { useQuery } from "@tanstack/react-query";
import { useHasTokens } from "../auth/session";
import { accountKey, accountRequest } from "./account-request";

export const addressesKey = [...accountKey, "addresses"] as const;

export function useAddresses() {
  const signedIn = useHasTokens();
  const query = useQuery({
    queryKey: addressesKey,
    queryFn: ({ signal }) =>
      accountRequest<{ addresses: Address[] }>("/users/addresses", { signal }).then((body) => body.addresses),
    enabled: signedIn,
    staleTime: 30_000,
  });
  return { addresses: signedIn ? (query.data ?? []) : [], isLoading: signedIn && query.isPending };
}

/** The default address, else the first (spec section 4, Checkout modal). */
export const preferredAddress = (addresses: Address[]) => addresses.find((a) => a.is_default) ?? addresses[0] ?? null;
