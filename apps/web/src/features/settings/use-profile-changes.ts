// Changing the shopper's profile and saved addresses (docs/shop/rules.md#profile-and-addresses): each change is sent,
// the spec's toast shown, and the affected lists refetched.
import type { AddressInput, ProfileUpdate } from "@mayil/core/account/account-schemas";
import { addressEndpoints, profileEndpoints } from "@mayil/core/api/users-endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { currentUserKey } from "../../lib/auth/current-user";
import { useMessages } from "../../lib/messages";
import { toast } from "../../lib/toast-store";
import { addressKeys } from "./use-addresses";

const failure = (title: string, fallback: string) => (error: unknown) =>
  toast({
    title,
    description: error instanceof Error && error.message ? error.message : fallback,
    variant: "destructive",
  });

export function useSaveProfile(messages = { title: "Profile updated", description: "" }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: ProfileUpdate) => api(profileEndpoints.update, { body: profile }),
    onSuccess: (body) => {
      queryClient.setQueryData(currentUserKey, body.user);
      toast({ title: messages.title, description: messages.description || undefined });
    },
    onError: failure("Update failed", "Failed to update personal details. Please try again."),
    onSettled: () => queryClient.invalidateQueries({ queryKey: currentUserKey }),
  });
}

export function useAddressChanges() {
  const t = useMessages();
  const queryClient = useQueryClient();
  const refetch = () => queryClient.invalidateQueries({ queryKey: addressKeys.all });
  const add = useMutation({
    mutationFn: (input: AddressInput) => api(addressEndpoints.add, { body: input }),
    onSuccess: () => toast({ title: t("account.toast.addressAdded") }),
    onError: failure(t("account.toast.addFailed"), t("account.toast.addAddressFailed")),
    onSettled: refetch,
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: number; input: AddressInput }) =>
      api(addressEndpoints.update, { params: { id }, body: input }),
    onSuccess: () => toast({ title: t("account.toast.addressUpdated") }),
    onError: failure(t("account.toast.updateFailed"), t("account.toast.updateAddressFailed")),
    onSettled: refetch,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api(addressEndpoints.remove, { params: { id } }),
    onSuccess: () => toast({ title: t("account.toast.addressDeleted") }),
    onError: failure(t("account.toast.deleteFailed"), t("account.toast.deleteAddressFailed")),
    onSettled: refetch,
  });
  const makeDefault = useMutation({
    mutationFn: (id: number) => api(addressEndpoints.makeDefault, { params: { id } }),
    onSuccess: () => toast({ title: t("account.toast.defaultSet") }),
    onError: failure(t("account.toast.updateFailed"), t("account.toast.defaultFailed")),
    onSettled: refetch,
  });
  return { add, update, remove, makeDefault };
}
