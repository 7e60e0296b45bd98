// The cart's checkout, composed: the checkout dialog, the shopper's saved addresses and Settings' address form (the
// checkout does not know the saved addresses' owner, settings, nor the cart's and orders' caches; the app wires
// them). Loaded by app/cart-route.tsx on the first press of the order button, forms and all.
import type { Address } from "@mayil/core/account/account-schemas";
import type { Order } from "@mayil/core/shopping/shopping-schemas";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { cartKeys } from "../features/cart/use-cart";
import CheckoutDialog from "../features/checkout/checkout-dialog";
import { orderKeys } from "../features/orders/use-orders";
import { AddressForm } from "../features/settings/address-form";
import { blankAddress } from "../features/settings/use-address-form";
import { useAddresses } from "../features/settings/use-addresses";
import { useAddressChanges } from "../features/settings/use-profile-changes";
import type { CartCheckoutProps } from "../lib/cart-checkout";
import { useMessages } from "../lib/messages";
import { paths } from "../lib/paths";

/** Settings' Add New Address form, inside the checkout: saved like any address, then handed back to be chosen. */
function AddAddressInCheckout({ onSaved, onCancel }: { onSaved: (address: Address) => void; onCancel: () => void }) {
  const { add } = useAddressChanges();
  const t = useMessages();
  return (
    <AddressForm
      title={t("frame.addNewAddress")}
      initial={blankAddress}
      busy={add.isPending}
      onCancel={onCancel}
      onSave={(input) => add.mutate(input, { onSuccess: (body) => onSaved(body.address) })}
    />
  );
}

export function CartCheckout(props: CartCheckoutProps) {
  const savedAddresses = useAddresses();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const onPlaced = (order: Order) => {
    // The server took the ordered lines out of the cart: show it without them at once, then as the server has it.
    queryClient.setQueryData(cartKeys.all, []);
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    // The order's page renders at once from the response in hand (and asks the server again behind it).
    queryClient.setQueryData(orderKeys.detail(order.id), order);
    navigate(paths.order.getHref(order.id), { state: { justPlaced: true } });
  };
  return (
    <CheckoutDialog
      {...props}
      savedAddresses={savedAddresses}
      onPlaced={onPlaced}
      AddAddressForm={AddAddressInCheckout}
    />
  );
}
