// /cart: the cart page with its checkout composed in. The cart does not know the checkout: the app wires them
// (app/cart-checkout.tsx), so no feature imports another. The checkout's code, with the address form it can open, is
// fetched on the first press of the order button. A placed order opens its own page, which says what happens next.
import { lazy } from "react";
import { CartPage } from "../features/cart/cart-page";

const CartCheckout = lazy(() => import("./cart-checkout").then((module) => ({ default: module.CartCheckout })));

export function CartRoute() {
  return <CartPage checkout={CartCheckout} />;
}
