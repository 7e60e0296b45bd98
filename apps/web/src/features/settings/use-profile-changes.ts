// Changing the shopper's profile and saved addresses (docs/shop/rules.md#profile-and-addresses): each change is sent,
// the spec's toast shown, and the affected lists refetched.
import type { AddressInput, ProfileUpdate } from "@mayil/core/account/account-schemas";
import { addressEndpoints, profileEndpoints } from "@mayil/core/api/users-endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { currentUserKey } from "../../lib/auth/current-user";
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
  const queryClient = useQueryClient();
  const refetch = () => queryClient.invalidateQueries({ queryKey: addressKeys.all });
  const add = useMutation({
    mutationFn: (input: AddressInput) => api(addressEndpoints.add, { body: input }),
    onSuccess: () => toast({ title: "Address added" }),
    onError: failure("Add failed", "Failed to add address. Please try again."),
    onSettled: refetch,
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: number; input: AddressInput }) =>
      api(addressEndpoints.update, { params: { id }, body: input }),
    onSuccess: () => toast({ title: "Address updated" }),
    onError: failure("Update failed", "Failed to update address. Please try again."),
    onSettled: refetch,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api(addressEndpoints.remove, { params: { id } }),
    onSuccess: () => toast({ title: "Address deleted" }),
    onError: failure("Delete failed", "Failed to delete address. Please try again."),
    onSettled: refetch,
  });
  const makeDefault = useMutation({
    mutationFn: (id: number) => api(addressEndpoints.makeDefault, { params: { id } }),
    onSuccess: () => toast({ title: "Default address set" }),
    onError: failure("Update failed", "Failed to set default address. Please try again."),
    onSettled: refetch,
  });
  return { add, update, remove, makeDefault };
}
