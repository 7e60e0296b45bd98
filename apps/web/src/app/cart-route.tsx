// /cart: the cart page with its checkout composed in. The cart does not know the checkout, nor the checkout the
// saved addresses' owner (settings) or the cart's and orders' caches: the app wires them, so no feature imports
// another. The checkout's code is fetched on the first press of the order button.
import { useQueryClient } from "@tanstack/react-query";
import { lazy } from "react";
import { CartPage } from "../features/cart/cart-page";
import { cartKeys } from "../features/cart/use-cart";
import { orderKeys } from "../features/orders/use-orders";
import { useAddresses } from "../features/settings/use-addresses";
import type { CartCheckoutProps } from "../lib/cart-checkout";

const CheckoutDialog = lazy(() => import("../features/checkout/checkout-dialog"));

function CartCheckout(props: CartCheckoutProps) {
  const savedAddresses = useAddresses();
  const queryClient = useQueryClient();
  const onPlaced = () => {
    // The server took the ordered lines out of the cart: show it empty at once, then as the server has it.
    queryClient.setQueryData(cartKeys.all, []);
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  };
  return <CheckoutDialog {...props} savedAddresses={savedAddresses} onPlaced={onPlaced} />;
}

export function CartRoute() {
  return <CartPage checkout={CartCheckout} />;
}
