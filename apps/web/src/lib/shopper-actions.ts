// What shared UI and the catalogue's pages may do with the shopper's cart and wishlist without knowing those
// features: the app provides it (app/shopper-actions-provider.tsx) from the cart and wishlist features' own hooks,
// so a product card takes callbacks and no feature imports another.
import type { Product } from "@mayil/core/catalogue/catalogue-schemas";
import { createContext, useContext } from "react";

/** One line of the cart: a product, or one colour of it. */
export interface CartLineRef {
  productId: number;
  variantId: number | null;
}

export interface AddToCartRequest extends CartLineRef {
  product: Product;
  quantity: number;
  /** The chosen colour's price and stock, else the product's. */
  unitPrice: string;
  stock: number;
  variant?: { id: number; color_name: string; color_code: string } | null;
}

export interface ShopperActions {
  signedIn: boolean;
  cart: {
    /** Pieces in the cart, counting quantities (the header badge and Go to Cart). */
    itemCount: number;
    /** How many of this line are in the cart; undefined when it is not there. */
    quantityOf(line: CartLineRef): number | undefined;
    add(request: AddToCartRequest): void;
    /** 0 takes the line out. */
    setQuantity(line: CartLineRef & { name: string }, quantity: number): void;
    remove(line: CartLineRef & { name: string }): void;
    /** How far a plus button may go: the stock, and never past the shop's most of one item. */
    mostOf(stock: number): number;
  };
  wishlist: {
    has(productId: number): boolean;
    toggle(product: Product, add: boolean): void;
  };
}

export const ShopperActionsContext = createContext<ShopperActions | null>(null);

export function useShopperActions(): ShopperActions {
  const actions = useContext(ShopperActionsContext);
  if (!actions) throw new Error("useShopperActions() outside the app's ShopperActionsProvider");
  return actions;
}
