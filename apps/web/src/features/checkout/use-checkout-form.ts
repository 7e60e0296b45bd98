// The 'Enter Your Details' form's state (docs/shop/storefront.md#checkout): its fields and what is wrong with each, the
// prefill from the default saved address (else the user), the chosen (or just added) address and pickup point, city
// and state from the PIN, this checkout's idempotency key, and the reset. The fields live in a react-hook-form form
// (decision 046); what is wrong is found on submit by the shop's one checkout check (checkoutFormProblems), and a
// field's message goes as soon as she changes that field.

import type { Address } from "@mayil/core/account/account-schemas";
import { formatIndianMobile } from "@mayil/core/india/indian-mobile";
import type { PincodePlace } from "@mayil/core/india/pincode-schemas";
import { Money } from "@mayil/core/money/money";
import type { PaymentChoice } from "@mayil/core/orders/cash-on-delivery";
import { type CheckoutField, checkoutFormProblems } from "@mayil/core/shopping/checkout-check";
import type { CartLine } from "@mayil/core/shopping/shopping-schemas";
import { useEffect, useState } from "react";
import { type FieldPath, useForm, useWatch } from "react-hook-form";
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

/** The fields she types or picks; the saved address she chose is kept beside them. */
export interface CheckoutValues {
  name: string;
  phone: string;
  email: string;
  address: string;
  pincode: string;
  city: string;
  state: string;
  /** Empty means the default: the shop's first pickup point (GET /api/shop), once known. */
  pickupLocation: string;
  instructions: string;
}

const blankCheckout: CheckoutValues = {
  name: "",
  phone: "",
  email: "",
  address: "",
  pincode: "",
  city: "",
  state: "",
  pickupLocation: "",
  instructions: "",
};

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
  // No check runs while she types or on the form's own submit: the dialog asks problems() and marks the fields.
  const form = useForm<CheckoutValues>({ defaultValues: blankCheckout, reValidateMode: "onSubmit" });
  const { getValues, setValue, setError, clearErrors } = form;
  const [pincode, pickupLocation, typedState] = useWatch({
    control: form.control,
    name: ["pincode", "pickupLocation", "state"],
  });
  // Pay now unless she chooses the courier, where the shop offers it (decision 083).
  const [paymentChoice, setPaymentChoice] = useState<PaymentChoice>("prepaid");
  const [savedAddressId, setSavedAddressId] = useState<number | null>(null);
  // What the PIN last filled in: replaced by the next PIN's place, unless the shopper wrote her own.
  const [filledFromPin, setFilledFromPin] = useState<PincodePlace | null>(null);
  // One key per checkout attempt: kept across retries of a failed submit, new after a success.
  const [checkoutKey, setCheckoutKey] = useState(newCheckoutKey);
  const [prefilled, setPrefilled] = useState(false);
  // An address added from the checkout itself, chosen at once, before the saved list has been fetched again.
  const [addedAddress, setAddedAddress] = useState<Address | null>(null);

  // What needs the shopper, under each field.
  const fieldErrors: Partial<Record<CheckoutField, string>> = Object.fromEntries(
    Object.entries(form.formState.errors).map(([field, error]) => [field, error?.message]),
  );
  function setFieldErrors(wrong: Partial<Record<CheckoutField, string>>) {
    clearErrors();
    for (const [field, message] of Object.entries(wrong)) {
      if (message) setError(field as CheckoutField, { type: "checkout", message });
    }
  }
  /** A field's registration: its message goes as soon as she changes it. */
  const field = (name: FieldPath<CheckoutValues>) => form.register(name, { onChange: () => clearErrors(name) });

  /** City and state come from the PIN (India Post's directory) when the shopper has not written her own. */
  function fillFromPin(place: PincodePlace) {
    const { city, state } = getValues();
    if (city === "" || city === filledFromPin?.city) setValue("city", place.city);
    if (state === "" || state === filledFromPin?.state) setValue("state", place.state);
    setFilledFromPin(place);
  }

  const addresses =
    addedAddress && !fetchedAddresses.some((saved) => saved.id === addedAddress.id)
      ? [...fetchedAddresses, addedAddress]
      : fetchedAddresses;

  /**
   * A saved address fills the name, phone and address (docs/shop/storefront.md#checkout). `keepTyped`: only the fields
   * still empty, for the prefill, which may come after she began typing (her addresses still on their way).
   */
  function fillFrom(saved: Address, { keepTyped = false } = {}) {
    setSavedAddressId(saved.id);
    const fill = (name: "name" | "phone" | "address" | "pincode", value: string) => {
      if (!keepTyped || !getValues(name)) setValue(name, value);
    };
    fill("name", saved.name);
    fill("phone", formatIndianMobile(saved.phone));
    fill("address", saved.address);
    fill("pincode", saved.pincode);
  }

  function chooseAddress(chosen: Address) {
    clearErrors();
    fillFrom(chosen);
  }

  // Prefill once the user (and their addresses) are known: the default address, else the first; without saved
  // addresses, the user's own name and phone. Only into fields still empty: on a slow phone she may have begun typing
  // before her addresses came, and what she typed stays.
  // biome-ignore lint/correctness/useExhaustiveDependencies: fillFrom only sets the form's values, which never change identity
  useEffect(() => {
    if (!open || prefilled || !user || addressesLoading) return;
    const preferred = preferredAddress(addresses);
    if (preferred) {
      fillFrom(preferred, { keepTyped: true });
    } else {
      if (!getValues("name")) setValue("name", user.name || "");
      if (!getValues("phone")) setValue("phone", user.phone ? formatIndianMobile(user.phone) : "");
    }
    if (!getValues("email")) setValue("email", user.email || "");
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
  const problems = () => {
    const { name, phone, address, city, state } = getValues();
    return checkoutFormProblems({
      name,
      phone,
      deliveryMethod,
      savedAddressId: chosenAddress ? chosenAddress.id : null,
      address,
      pincode: getValues("pincode"),
      city,
      state,
      pickupLocation: chosenPickup,
    });
  };

  /** Where the order goes, as cash on delivery's rules read it: the chosen saved address, else what was typed. */
  const deliveryPlace =
    deliveryMethod === "delivery"
      ? {
          pincode: (chosenAddress?.pincode ?? pincode).trim() || null,
          state: (chosenAddress?.state ?? typedState).trim() || null,
        }
      : { pincode: null, state: null };

  /** `totalPaise`: what she was shown, fees included, compared by the server with what it charges. */
  function orderPayload(lines: CartLine[], totalPaise: number): OrderPayload {
    const { name, phone, email, address, pincode, city, state, instructions } = getValues();
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
      total_amount: Money.toWire(totalPaise),
      delivery_method: deliveryMethod,
      pickup_location: delivery ? null : chosenPickup,
      special_instructions: instructions.trim() || null,
    };
  }

  /** After an order: an empty form, prefilled again on the next open, under a new checkout key. */
  function reset() {
    form.reset(blankCheckout);
    setSavedAddressId(null);
    setFilledFromPin(null);
    setPrefilled(false);
    setAddedAddress(null);
    setPaymentChoice("prepaid");
    setCheckoutKey(newCheckoutKey());
  }

  return {
    shop,
    field,
    pincode,
    fieldErrors,
    setFieldErrors,
    setPincode: (typed: string) => {
      setValue("pincode", typed);
      clearErrors("pincode");
    },
    fillFromPin: (place: PincodePlace) => {
      fillFromPin(place);
      clearErrors(["city", "state"]);
    },
    addresses,
    savedAddressId,
    chooseAddress,
    addAddress,
    pickupLocations,
    chosenPickup,
    setPickupLocation: (location: string) => setValue("pickupLocation", location),
    checkoutKey,
    deliveryPlace,
    paymentChoice,
    setPaymentChoice,
    problems,
    orderPayload,
    reset,
  };
}
