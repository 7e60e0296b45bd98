// Changing the shopper's profile and saved addresses (docs/shop/rules.md#profile-and-addresses): each change is sent,
// the spec's toast shown, and the affected lists refetched.
import type { AddressInput, ProfileUpdate } from "@mayil/core/account/account-schemas";
import { addressEndpoints, profileEndpoints } from "@mayil/core/api/users-endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { currentUserKey } from "../../lib/auth/current-user";
import { type MessageId, useMessages } from "../../lib/messages";
import { refusalMessage } from "../../lib/refusal-messages";
import { toast } from "../../lib/toast-store";
import { addressKeys } from "./use-addresses";

type Say = ReturnType<typeof useMessages>;

/** A refusal said by its code in the page's language (lib/refusal-messages.ts); a full address book by its limit. */
const failure = (t: Say, title: MessageId, fallback: MessageId) => (error: unknown) =>
  toast({
    title: t(title),
    description: refusalMessage(t, error, fallback, {
      limit_reached: ({ limit }) => (limit === undefined ? t(fallback) : t("account.refusal.addressesFull", { limit })),
    }),
    variant: "destructive",
  });

/** Saves her details; the toast says "Profile updated", with `description` under it when given. */
export function useSaveProfile(description?: MessageId) {
  const t = useMessages();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: ProfileUpdate) => api(profileEndpoints.update, { body: profile }),
    onSuccess: (body) => {
      queryClient.setQueryData(currentUserKey, body.user);
      toast({ title: t("account.toast.profileUpdated"), description: description && t(description) });
    },
    onError: failure(t, "account.toast.updateFailed", "account.toast.updateProfileFailed"),
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
    onError: failure(t, "account.toast.addFailed", "account.toast.addAddressFailed"),
    onSettled: refetch,
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: number; input: AddressInput }) =>
      api(addressEndpoints.update, { params: { id }, body: input }),
    onSuccess: () => toast({ title: t("account.toast.addressUpdated") }),
    onError: failure(t, "account.toast.updateFailed", "account.toast.updateAddressFailed"),
    onSettled: refetch,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api(addressEndpoints.remove, { params: { id } }),
    onSuccess: () => toast({ title: t("account.toast.addressDeleted") }),
    onError: failure(t, "account.toast.deleteFailed", "account.toast.deleteAddressFailed"),
    onSettled: refetch,
  });
  const makeDefault = useMutation({
    mutationFn: (id: number) => api(addressEndpoints.makeDefault, { params: { id } }),
    onSuccess: () => toast({ title: t("account.toast.defaultSet") }),
    onError: failure(t, "account.toast.updateFailed", "account.toast.defaultFailed"),
    onSettled: refetch,
  });
  return { add, update, remove, makeDefault };
}
