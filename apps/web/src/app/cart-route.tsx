// /cart: the cart page with its checkout composed in. The cart does not know the checkout: the app wires them
// (app/cart-checkout.tsx), so no feature imports another. The checkout's code, with the address form it can open, is
// not part of the cart's: the cart asks for it while it fetches her lines (not when the cart is known empty), and a
// press of the order button before it has come is kept until it has. A placed order opens its own page, which says
// what happens next.
import type { ComponentType } from "react";
import { CartPage } from "../features/cart/cart-page";
import type { CartCheckoutProps } from "../lib/cart-checkout";

let loading: Promise<ComponentType<CartCheckoutProps>> | null = null;

/** The checkout's code, fetched once. Not React.lazy: a lazy part shows no sooner than 300 ms after its Suspense
 * fallback (React's reveal throttle), so a press would wait for that too; the cart renders it the moment it is in. */
function loadCartCheckout(): Promise<ComponentType<CartCheckoutProps>> {
  loading ??= import("./cart-checkout").then(
    (module) => module.CartCheckout,
    (error: unknown) => {
      loading = null; // a failed fetch (the phone lost its signal) is tried again on the next press
      throw error;
    },
  );
  return loading;
}

export function CartRoute() {
  return <CartPage loadCheckout={loadCartCheckout} />;
}
