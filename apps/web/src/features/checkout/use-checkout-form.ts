// The 'Enter Your Details' form's state (docs/shop/storefront.md#checkout): its fields and what is wrong with each, the
// prefill from the default saved address (else the user), the chosen (or just added) address and pickup point, city
// and state from the PIN, this checkout's idempotency key, and the reset.

import type { Address } from "@mayil/core/account-schemas";
import { type CheckoutField, checkoutFormProblems } from "@mayil/core/checkout-check";
import { formatIndianMobile } from "@mayil/core/indian-mobile";
import { paiseToDecimal } from "@mayil/core/money";
import type { PincodePlace } from "@mayil/core/pincode-schemas";
import type { CartLine } from "@mayil/core/shopping-schemas";
import { useEffect, useState } from "react";
import { useAuth } from "../../lib/auth/current-user";
import { useShopInfo } from "../../lib/catalogue/shop-info";
import type { OrderPayload } from "./place-order";

type DeliveryMethod = "delivery" | "pickup";

export interface SavedAddresses {
  addresses: Address[];
  isLoading: boolean;
}

/** The default address, else the first (docs/shop/storefront.md#checkout). */
export const preferredAddress = (addresses: Address[]) => addresses.find((a) => a.is_default) ?? addresses[0] ?? null;

const newCheckoutKey = () =>
  typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

export function useCheckoutForm({
  open,
  deliveryMethod,
  savedAddresses,
}: {
  open: boolean;
  deliveryMethod: DeliveryMethod;
  savedAddresses: SavedAddresses;
}) {
  const { user } = useAuth();
  const { addresses: fetchedAddresses, isLoading: addressesLoading } = savedAddresses;
  const { data: shop } = useShopInfo();
  const [name, setName] = useState("");
  const [phone, setPhone] = useState("");
  const [email, setEmail] = useState("");
  const [savedAddressId, setSavedAddressId] = useState<number | null>(null);
  const [address, setAddress] = useState("");
  const [pincode, setPincode] = useState("");
  const [city, setCity] = useState("");
  const [state, setState] = useState("");
  // What the PIN last filled in: replaced by the next PIN's place, unless the shopper wrote her own.
  const [filledFromPin, setFilledFromPin] = useState<PincodePlace | null>(null);
  // Empty means the default: the shop's first pickup point (GET /api/shop), once known.
  const [pickupLocation, setPickupLocation] = useState("");
  const [instructions, setInstructions] = useState("");
  // One key per checkout attempt: kept across retries of a failed submit, new after a success.
  const [checkoutKey, setCheckoutKey] = useState(newCheckoutKey);
  const [prefilled, setPrefilled] = useState(false);
  // An address added from the checkout itself, chosen at once, before the saved list has been fetched again.
  const [addedAddress, setAddedAddress] = useState<Address | null>(null);
  // What needs the shopper, under each field; a field's message goes as soon as she changes it.
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<CheckoutField, string>>>({});
  const edited =
    <T>(field: CheckoutField, set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setFieldErrors((errors) => (errors[field] ? { ...errors, [field]: undefined } : errors));
    };

  /** City and state come from the PIN (India Post's directory) when the shopper has not written her own. */
  function fillFromPin(place: PincodePlace) {
    setCity((typed) => (typed === "" || typed === filledFromPin?.city ? place.city : typed));
    setState((typed) => (typed === "" || typed === filledFromPin?.state ? place.state : typed));
    setFilledFromPin(place);
  }

  const addresses =
    addedAddress && !fetchedAddresses.some((saved) => saved.id === addedAddress.id)
      ? [...fetchedAddresses, addedAddress]
      : fetchedAddresses;

  /** A saved address fills the name, phone and address (docs/shop/storefront.md#checkout). */
  function fillFrom(saved: Address) {
    setSavedAddressId(saved.id);
    setName(saved.name);
    setPhone(formatIndianMobile(saved.phone));
    setAddress(saved.address);
    setPincode(saved.pincode);
  }

  function chooseAddress(chosen: Address) {
    setFieldErrors({});
    fillFrom(chosen);
  }

  // Prefill once the user (and their addresses) are known: the default address, else the first; without saved
  // addresses, the user's own name and phone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: fillFrom only calls state setters, which never change
  useEffect(() => {
    if (!open || prefilled || !user || addressesLoading) return;
    const preferred = preferredAddress(addresses);
    if (preferred) {
      fillFrom(preferred);
    } else {
      setName((n) => n || user.name || "");
      setPhone((p) => p || (user.phone ? formatIndianMobile(user.phone) : ""));
    }
    setEmail((e) => e || user.email || "");
    setPrefilled(true);
  }, [open, prefilled, user, addresses, addressesLoading]);

  const pickupLocations = shop?.pickup_locations ?? [];
  const chosenPickup = pickupLocation || (pickupLocations[0] ?? "");
  const chosenAddress = addresses.find((a) => a.id === savedAddressId);

  /** A new address saved from the checkout: it joins the list and is the one chosen. */
  function addAddress(added: Address) {
    setAddedAddress(added);
    chooseAddress(added);
  }

  /** What stops the order (its toast and each field's message), or null when the form may go. */
  const problems = () =>
    checkoutFormProblems({
      name,
      phone,
      deliveryMethod,
      savedAddressId: chosenAddress ? chosenAddress.id : null,
      address,
      pincode,
      city,
      state,
      pickupLocation: chosenPickup,
    });

  function orderPayload(lines: CartLine[], totalPaise: number): OrderPayload {
    const delivery = deliveryMethod === "delivery";
    return {
      customer_name: name.trim(),
      customer_phone: phone.trim(),
      customer_email: email.trim() || null,
      // A chosen saved address goes whole, its city and state with it; else what was typed (city and state from the PIN).
      customer_address: delivery ? (chosenAddress?.address ?? address).trim() : null,
      customer_city: delivery ? (chosenAddress?.city ?? city).trim() : null,
      customer_state: delivery ? (chosenAddress?.state ?? state).trim() : null,
      customer_pincode: delivery ? (chosenAddress?.pincode ?? pincode).trim() : null,
      order_items: lines.map((line) => ({
        product_id: line.product_id,
        variant_id: line.variant_id,
        quantity: line.quantity,
        price: line.unit_price,
      })),
      total_amount: paiseToDecimal(totalPaise),
      delivery_method: deliveryMethod,
      pickup_location: delivery ? null : chosenPickup,
      special_instructions: instructions.trim() || null,
    };
  }

  /** After an order: an empty form, prefilled again on the next open, under a new checkout key. */
  function reset() {
    setName("");
    setPhone("");
    setEmail("");
    setSavedAddressId(null);
    setAddress("");
    setPincode("");
    setCity("");
    setState("");
    setFilledFromPin(null);
    setPickupLocation("");
    setInstructions("");
    setPrefilled(false);
    setAddedAddress(null);
    setFieldErrors({});
    setCheckoutKey(newCheckoutKey());
  }

  return {
    shop,
    fields: { name, phone, email, address, pincode, city, state, instructions },
    fieldErrors,
    setFieldErrors,
    setName: edited("name", setName),
    setPhone: edited("phone", setPhone),
    setEmail,
    setAddress: edited("address", setAddress),
    setPincode: edited("pincode", setPincode),
    setCity: edited("city", setCity),
    setState: edited("state", setState),
    fillFromPin: (place: PincodePlace) => {
      fillFromPin(place);
      setFieldErrors((errors) => ({ ...errors, city: undefined, state: undefined }));
    },
    setInstructions,
    addresses,
    savedAddressId,
    chooseAddress,
    addAddress,
    pickupLocations,
    chosenPickup,
    setPickupLocation,
    checkoutKey,
    problems,
    orderPayload,
    reset,
  };
}
