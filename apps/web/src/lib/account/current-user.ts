// Who is signed in (spec section 4, Auth): with stored tokens the user is fetched; a failed fetch signs out.
// Authenticated means both a token and a user exist.
import type { User } from "@mayil/core/account-schemas";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { shopperSession, useHasTokens } from "../auth/session";
import { accountKey, accountRequest } from "./account-request";

export const currentUserKey = [...accountKey, "me"] as const;

export function useAuth() {
  const hasTokens = useHasTokens();
  const queryClient = useQueryClient();
  const me = useQuery({
    queryKey: currentUserKey,
    queryFn: ({ signal }) => accountRequest<{ user: User }>("/auth/me", { signal }).then((body) => body.user),
    enabled: hasTokens,
    staleTime: 60_000,
    retry: false,
  });
  const failed = me.isError;
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
