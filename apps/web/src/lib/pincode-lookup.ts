// A PIN code looked up in India Post's directory (GET /api/pincodes/{pincode}) once it has six digits: the place it
// names, or word that it does not exist. A lookup that fails for any other reason says nothing: the PIN may be
// right, and the shopper must never be stopped by our own trouble.
import { pincodeEndpoints } from "@mayil/core/api/pincodes-endpoints";
import { PINCODE_PATTERN } from "@mayil/core/india/pincode-pattern";
import type { PincodePlace } from "@mayil/core/india/pincode-schemas";
import { useQuery } from "@tanstack/react-query";
import { api, isNotFound } from "./api-client";

export type PincodeLookup =
  | { kind: "idle" }
  | { kind: "checking" }
  | { kind: "found"; place: PincodePlace }
  | { kind: "not-found" };

export function usePincodeLookup(typed: string): PincodeLookup {
  const pincode = typed.trim();
  const complete = PINCODE_PATTERN.test(pincode);
  const query = useQuery({
    queryKey: ["pincode", pincode],
    queryFn: ({ signal }) => api(pincodeEndpoints.lookup, { params: { pincode } }, { signal }).then((b) => b.place),
    enabled: complete,
    // India Post's list does not change while a form is open.
    staleTime: Number.POSITIVE_INFINITY,
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
  if (!complete) return { kind: "idle" };
  if (query.data) return { kind: "found", place: query.data };
  if (isNotFound(query.error)) return { kind: "not-found" };
  return query.isPending && query.fetchStatus !== "idle" ? { kind: "checking" } : { kind: "idle" };
}
