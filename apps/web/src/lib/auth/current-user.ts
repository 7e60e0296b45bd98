// Who is signed in (docs/shop/rules.md#signing-in): with stored tokens the user is fetched; a refused fetch signs out.
// Authenticated means both a token and a user exist.
import { authEndpoints } from "@mayil/core/api/auth-endpoints";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { ApiError, api } from "../api-client";
import { accountKey, accountQueryKey } from "../signed-in-query";
import { shopperSession, useHasTokens } from "./session";

export const currentUserKey = accountQueryKey("me");

export function useAuth() {
  const hasTokens = useHasTokens();
  const queryClient = useQueryClient();
  const me = useQuery({
    queryKey: currentUserKey,
    queryFn: ({ signal }) => api(authEndpoints.me, {}, { signal }).then((body) => body.user),
    enabled: hasTokens,
    staleTime: 60_000,
    retry: false,
  });
  // The shop refused who she is: signed out. No response at all (offline) keeps her signed in (decision 054).
  const failed = me.isError && me.error instanceof ApiError;
  useEffect(() => {
    if (failed) shopperSession.forget();
  }, [failed]);
  useEffect(() => {
    // Signed out here or in another tab: nothing of this shopper stays in the page.
    if (!hasTokens) queryClient.removeQueries({ queryKey: accountKey });
  }, [hasTokens, queryClient]);
  const logout = useCallback(async () => {
    await shopperSession.signOut();
    queryClient.removeQueries({ queryKey: accountKey });
  }, [queryClient]);
  const user = hasTokens ? (me.data ?? null) : null;
  return {
    user,
    isAuthenticated: Boolean(hasTokens && user),
    isLoading: hasTokens && me.isPending,
    logout,
  };
}
