// What the cart page hands the checkout dialog when the shopper orders: declared here, in shared code, because the
// cart and checkout features never import each other; the app puts the two together (app/cart-checkout.tsx).
import type { CartLine } from "@mayil/core/shopping/shopping-schemas";
import type { ComponentType } from "react";

export interface CartCheckoutProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: React.RefObject<HTMLElement | null>;
  lines: CartLine[];
  deliveryMethod: "delivery" | "pickup";
  /** Null while the shop's delivery fee is not known yet: the order waits for it. */
  totalPaise: number | null;
}

/** Asks for the checkout's code (once; again after a failed fetch) and resolves with the checkout. */
export type LoadCheckout = () => Promise<ComponentType<CartCheckoutProps>>;
