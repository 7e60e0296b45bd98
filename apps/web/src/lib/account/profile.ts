// Changing the shopper's profile and saved addresses (spec sections 2 'Settings', 5 and 8): each change is sent, the
// spec's toast shown, and the affected lists refetched.
import type { Address, AddressInput, ProfileUpdate, User } from "@mayil/core/account-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../toast-store";
import { accountRequest } from "./account-request";
import { addressesKey } from "./addresses";
import { currentUserKey } from "./current-user";

const failure = (title: string, fallback: string) => (error: unknown) =>
  toast({
    title,
    description: error instanceof Error && error.message ? error.message : fallback,
    variant: "destructive",
  });

export function useSaveProfile(messages = { title: "Profile updated", description: "" }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: ProfileUpdate) =>
      accountRequest<{ user: User }>("/users/profile", { method: "PUT", body: profile }),
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
  const refetch = () => queryClient.invalidateQueries({ queryKey: addressesKey });
  const add = useMutation({
    mutationFn: (input: AddressInput) =>
      accountRequest<{ address: Address }>("/users/addresses", { method: "POST", body: input }),
    onSuccess: () => toast({ title: "Address added" }),
    onError: failure("Add failed", "Failed to add address. Please try again."),
    onSettled: refetch,
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: number; input: AddressInput }) =>
      accountRequest(`/users/addresses/${id}`, { method: "PUT", body: input }),
    onSuccess: () => toast({ title: "Address updated" }),
    onError: failure("Update failed", "Failed to update address. Please try again."),
    onSettled: refetch,
  });
  const remove = useMutation({
    mutationFn: (id: number) => accountRequest(`/users/addresses/${id}`, { method: "DELETE" }),
    onSuccess: () => toast({ title: "Address deleted" }),
    onError: failure("Delete failed", "Failed to delete address. Please try again."),
    onSettled: refetch,
  });
  const makeDefault = useMutation({
    mutationFn: (id: number) => accountRequest(`/users/addresses/${id}/default`, { method: "PUT" }),
    onSuccess: () => toast({ title: "Default address set" }),
    onError: failure("Update failed", "Failed to set default address. Please try again."),
    onSettled: refetch,
  });
  return { add, update, remove, makeDefault };
}
