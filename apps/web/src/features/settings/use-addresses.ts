// The signed-in shopper's saved delivery addresses (Settings and the checkout dialog).
import { addressEndpoints } from "@mayil/core/api/users-endpoints";
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
