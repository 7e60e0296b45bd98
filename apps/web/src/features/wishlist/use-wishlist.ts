// The signed-in shopper's wishlist (docs/shop/rules.md#wishlist): loaded when signed in, gone on sign-out; adding and
// removing show at once and are rolled back when the server refuses or the call fails; a success reloads the list.
import { wishlistEndpoints } from "@mayil/core/api/wishlist-endpoints";
import type { Product } from "@mayil/core/catalogue/catalogue-schemas";
import type { WishlistEntry } from "@mayil/core/shopping/shopping-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { shopperSession } from "../../lib/auth/session";
import { askToSignIn } from "../../lib/sign-in-prompt";
import { accountQueryKey, useSignedInList } from "../../lib/signed-in-query";
import { toast } from "../../lib/toast-store";

export const wishlistKeys = { all: accountQueryKey("wishlist") };
const wishlistKey = wishlistKeys.all;

/** A saved entry, or one shown before the server responded (id 'temp-' plus the product id). */
export type WishlistItem = Omit<WishlistEntry, "id"> & { id: number | string };

export function useWishlist() {
  const { items, isLoading } = useSignedInList<WishlistItem>({
    queryKey: wishlistKey,
    fetchList: (signal) => api(wishlistEndpoints.list, {}, { signal }).then((body) => body.wishlist),
    staleTime: 30_000,
  });
  return {
    items,
    isLoading,
    has: (productId: number) => items.some((item) => item.product_id === productId),
  };
}

export function useToggleWishlist() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ product, add }: { product: Product; add: boolean }) =>
      add
        ? api(wishlistEndpoints.add, { body: { product_id: product.id } })
        : api(wishlistEndpoints.remove, { params: { id: product.id } }),
    onMutate: async ({ product, add }) => {
      await queryClient.cancelQueries({ queryKey: wishlistKey });
      const previous = queryClient.getQueryData<WishlistItem[]>(wishlistKey);
      queryClient.setQueryData<WishlistItem[]>(wishlistKey, (items = []) =>
        add
          ? [
              ...items,
              {
                id: `temp-${product.id}`,
                product_id: product.id,
                created_at: new Date().toISOString(),
                products: product,
              },
            ]
          : items.filter((item) => item.product_id !== product.id),
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      queryClient.setQueryData(wishlistKey, context?.previous);
      toast({ title: "Error", description: "Failed to update wishlist. Please try again.", variant: "destructive" });
    },
    onSuccess: (_data, { product, add }) =>
      toast({
        title: add ? "Added to wishlist" : "Removed from wishlist",
        description: add
          ? `${product.name} has been added to your wishlist.`
          : `${product.name} has been removed from your wishlist.`,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKey }),
  });
  return {
    isPending: mutation.isPending,
    toggle: (product: Product, add: boolean) => {
      if (!shopperSession.hasTokens) return askToSignIn("Please login to add items to your wishlist.");
      mutation.mutate({ product, add });
    },
  };
}
