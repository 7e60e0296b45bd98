// Whether the checkout may go ahead, as the cart page and the checkout dialog ask it
// (docs/shop/rules.md#checkout-and-ordering): the toast to show when not, and for the dialog, the message under each
// field that needs the shopper. The server checks the same things again and has the last word.
import { deliveryAddressMessages, pincodeMessages } from "../account/delivery-address";
import { checkIndianMobile } from "../india/indian-mobile";
import { stockState } from "../stock/stock-state";
import { hiddenCharacterMessage, isTypedText } from "../text/single-line-text";

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
  missingAddress: {
    title: "Missing information",
    description: "Please provide your delivery address, pincode, city and state.",
  },
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
  city: string;
  state: string;
  pickupLocation: string;
}

export type CheckoutField = "name" | "phone" | "address" | "pincode" | "city" | "state" | "pickupLocation";

/** What stops the checkout: one toast for the whole form, and a message under each field that is wrong. */
export interface CheckoutProblems {
  toast: CheckoutToast;
  /** In the order the fields appear, so the first is where the focus goes. */
  fields: Partial<Record<CheckoutField, string>>;
}

/** What is missing or wrong in the dialog's form before it may be submitted; null when it may go. */
export function checkoutFormProblems(form: CheckoutForm): CheckoutProblems | null {
  const fields: Partial<Record<CheckoutField, string>> = {};
  // A character nobody types (a pasted line break, a zero-width space) is said at its field, as the server says it.
  let hidden: string | undefined;
  const untyped = (field: CheckoutField, text: string, label: string, multiline = false) => {
    if (isTypedText(text, multiline)) return;
    fields[field] = hiddenCharacterMessage(label, multiline);
    hidden ??= fields[field];
  };
  if (!form.name.trim()) fields.name = "Please enter your name.";
  else untyped("name", form.name, "Name");
  const phone = checkIndianMobile(form.phone);
  if (!phone.ok) fields.phone = form.phone.trim() ? phone.message : "Please enter your phone number.";
  if (form.deliveryMethod === "pickup") {
    if (!form.pickupLocation) fields.pickupLocation = checkoutToasts.missingPickupLocation.description;
  } else if (form.savedAddressId === null) {
    if (!form.address.trim()) fields.address = deliveryAddressMessages.address;
    else untyped("address", form.address, "Address", true);
    const pincode = form.pincode.trim();
    if (!/^\d{6}$/.test(pincode)) fields.pincode = pincode ? pincodeMessages.format : pincodeMessages.required;
    if (!form.city.trim()) fields.city = deliveryAddressMessages.city;
    else untyped("city", form.city, "City");
    if (!form.state.trim()) fields.state = deliveryAddressMessages.state;
    else untyped("state", form.state, "State");
  }
  if (Object.keys(fields).length === 0) return null;
  const toast =
    !form.name.trim() || !form.phone.trim()
      ? checkoutToasts.missingNameOrPhone
      : hidden
        ? { title: "Please check your details", description: hidden }
        : fields.phone
          ? { title: "Invalid phone number", description: fields.phone }
          : fields.pickupLocation
            ? checkoutToasts.missingPickupLocation
            : checkoutToasts.missingAddress;
  return { toast, fields };
}

/** The profile-completion dialog opens when any of these is missing. */
export function isProfileComplete(user: { name: string | null; email: string | null; phone: string | null }): boolean {
  return Boolean(user.name?.trim() && user.email?.trim() && user.phone?.trim());
}
