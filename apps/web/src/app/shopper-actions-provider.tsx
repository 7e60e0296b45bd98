// Gives shared UI and the catalogue's pages the shopper's cart and wishlist (lib/shopper-actions.ts), built from the
// cart and wishlist features' hooks: composing features is the app's job, not theirs.
import type { ReactNode } from "react";
import {
  useAddToCart,
  useCart,
  usePendingCartAdd,
  useRemoveFromCart,
  useUpdateCartQuantity,
} from "../features/cart/use-cart";
import { useToggleWishlist, useWishlist } from "../features/wishlist/use-wishlist";
import { useHasTokens } from "../lib/auth/session";
import { mostOfOneItem, useShopInfo } from "../lib/catalogue/shop-info";
import { type ShopperActions, ShopperActionsContext } from "../lib/shopper-actions";

export function ShopperActionsProvider({ children }: { children: ReactNode }) {
  const signedIn = useHasTokens();
  const { lineFor, itemCount } = useCart();
  const { add } = useAddToCart();
  // An Add to Cart pressed signed out is done once she is back from signing in.
  usePendingCartAdd(signedIn, add);
  const { update } = useUpdateCartQuantity();
  const { remove } = useRemoveFromCart();
  const { has } = useWishlist();
  const { toggle } = useToggleWishlist();
  const maxUnitsPerItem = useShopInfo().data?.max_units_per_item;
  // A new value whenever the cart, wishlist or session changes, so every card showing them renders again, as when
  // each card read the cart itself.
  const actions: ShopperActions = {
    signedIn,
    cart: {
      itemCount,
      quantityOf: (line) => lineFor(line)?.quantity,
      add,
      setQuantity: (line, quantity) => (quantity <= 0 ? remove(line) : update({ ...line, quantity })),
      remove,
      mostOf: (stock) => mostOfOneItem(stock, maxUnitsPerItem),
    },
    wishlist: { has, toggle },
  };
  return <ShopperActionsContext.Provider value={actions}>{children}</ShopperActionsContext.Provider>;
}
