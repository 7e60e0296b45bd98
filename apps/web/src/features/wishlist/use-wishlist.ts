// The signed-in shopper's wishlist (docs/shop/rules.md#wishlist): loaded when signed in, gone on sign-out; adding and
// removing show at once and are rolled back when the server refuses or the call fails; a success reloads the list.
import { wishlistEndpoints } from "@mayil/core/api/wishlist-endpoints";
import { langOf } from "@mayil/core/catalogue/catalogue-api-paths";
import type { Product } from "@mayil/core/catalogue/catalogue-schemas";
import type { WishlistEntry } from "@mayil/core/shopping/shopping-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { shopperSession } from "../../lib/auth/session";
import { useLanguage } from "../../lib/language";
import { useMessages } from "../../lib/messages";
import { askToSignIn } from "../../lib/sign-in-prompt";
import { accountQueryKey, useSignedInList } from "../../lib/signed-in-query";
import { toast } from "../../lib/toast-store";

export const wishlistKeys = { all: accountQueryKey("wishlist") };
const wishlistKey = wishlistKeys.all;

/** A saved entry, or one shown before the server responded (id 'temp-' plus the product id). */
export type WishlistItem = Omit<WishlistEntry, "id"> & { id: number | string };

export function useWishlist() {
  // Her pieces named in the page's language, as the cart's are (use-cart.ts): each language is its own page load.
  const language = useLanguage();
  const { items, isLoading } = useSignedInList<WishlistItem>({
    queryKey: wishlistKey,
    fetchList: (signal) =>
      api(wishlistEndpoints.list, { query: { lang: langOf(language) } }, { signal }).then((body) => body.wishlist),
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
  const t = useMessages();
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
      toast({ title: t("frame.toast.error"), description: t("frame.toast.wishlistFailed"), variant: "destructive" });
    },
    onSuccess: (_data, { product, add }) =>
      toast({
        title: add ? t("frame.toast.addedToWishlist") : t("frame.toast.removedFromWishlist"),
        description: add
          ? t("frame.toast.addedToWishlistText", { name: product.name })
          : t("frame.toast.removedFromWishlistText", { name: product.name }),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKey }),
  });
  return {
    isPending: mutation.isPending,
    toggle: (product: Product, add: boolean) => {
      if (!shopperSession.hasTokens) return askToSignIn("frame.signInReason.wishlist");
      mutation.mutate({ product, add });
    },
  };
}
