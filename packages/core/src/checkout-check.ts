// Whether the checkout may go ahead, as the cart page and the checkout dialog ask it (spec sections 4 and 5): the
// toast to show when not. The server checks the same things again and has the last word.
import { stockState } from "./stock-state";

export interface CheckoutToast {
  title: string;
  description: string;
}

export const checkoutToasts = {
  emptyCart: { title: "Cart is empty", description: "Add some items to your cart before checkout." },
  outOfStock: {
    title: "Out of Stock Items",
    description: "Please remove out of stock items from your cart before checkout.",
  },
  missingNameOrPhone: { title: "Missing information", description: "Please provide your name and phone number." },
  missingAddress: { title: "Missing information", description: "Please provide your delivery address and pincode." },
  missingPickupLocation: { title: "Missing information", description: "Please choose a pickup location." },
} as const satisfies Record<string, CheckoutToast>;

/** Whether the order button opens the dialog: a non-empty cart with nothing out of stock. */
export function cartCheckoutProblem(lines: { stock: number }[]): CheckoutToast | null {
  if (lines.length === 0) return checkoutToasts.emptyCart;
  if (lines.some((line) => stockState(line.stock) === "out-of-stock")) return checkoutToasts.outOfStock;
  return null;
}

export interface CheckoutForm {
  name: string;
  phone: string;
  deliveryMethod: "delivery" | "pickup";
  /** The chosen saved address, when the shopper has saved addresses. */
  savedAddressId: number | null;
  address: string;
  pincode: string;
  pickupLocation: string;
}

/** What is missing from the dialog's form before it may be submitted. */
export function checkoutFormProblem(form: CheckoutForm): CheckoutToast | null {
  if (!form.name.trim() || !form.phone.trim()) return checkoutToasts.missingNameOrPhone;
  if (form.deliveryMethod === "pickup") return form.pickupLocation ? null : checkoutToasts.missingPickupLocation;
  if (form.savedAddressId !== null) return null;
  if (!form.address.trim() || !form.pincode.trim()) return checkoutToasts.missingAddress;
  return null;
}

/** The profile-completion dialog opens when any of these is missing (spec section 4). */
export function isProfileComplete(user: { name: string | null; email: string | null; phone: string | null }): boolean {
  return Boolean(user.name?.trim() && user.email?.trim() && user.phone?.trim());
}
