// The signed-in shopper's saved delivery addresses (Settings and the checkout dialog).
import type { Address } from "@mayil/core/account-schemas";
import { addressEndpoints } from "@mayil/core/api/profile-endpoints";
import { api } from "../../lib/api-client";
import { accountQueryKey, useSignedInList } from "../../lib/signed-in-query";

export const addressKeys = { all: accountQueryKey("addresses") };

export function useAddresses() {
  const { items, isLoading } = useSignedInList({
    queryKey: addressKeys.all,
    fetchList: (signal) => api(addressEndpoints.list, {}, { signal }).then((body) => body.addresses),
    staleTime: 30_000,
  });
  return { addresses: items, isLoading };
}

/** The default address, else the first (spec section 4, Checkout modal). */
export const preferredAddress = (addresses: Address[]) => addresses.find((a) => a.is_default) ?? addresses[0] ?? null;
