// The 'Enter Your Details' form's state (spec section 4 'Checkout modal'): its fields, the prefill from the default
// saved address (else the user), the chosen address and pickup point, this checkout's idempotency key, and the reset.

import type { Address } from "@mayil/core/account-schemas";
import { checkoutFormProblem } from "@mayil/core/checkout-check";
import { formatIndianMobile } from "@mayil/core/indian-mobile";
import { paiseToDecimal } from "@mayil/core/money";
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

/** The default address, else the first (spec section 4, Checkout modal). */
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
  const { addresses, isLoading: addressesLoading } = savedAddresses;
  const { data: shop } = useShopInfo();
  const [name, setName] = useState("");
  const [phone, setPhone] = useState("");
  const [email, setEmail] = useState("");
  const [savedAddressId, setSavedAddressId] = useState<number | null>(null);
  const [address, setAddress] = useState("");
  const [pincode, setPincode] = useState("");
  // Empty means the default: the shop's first pickup point (GET /api/shop), once known.
  const [pickupLocation, setPickupLocation] = useState("");
  const [instructions, setInstructions] = useState("");
  // One key per checkout attempt: kept across retries of a failed submit, new after a success.
  const [checkoutKey, setCheckoutKey] = useState(newCheckoutKey);
  const [prefilled, setPrefilled] = useState(false);

  function chooseAddress(chosen: Address) {
    setSavedAddressId(chosen.id);
    setName(chosen.name);
    setPhone(formatIndianMobile(chosen.phone));
    setAddress(chosen.address);
    setPincode(chosen.pincode);
  }

  // Prefill once the user (and their addresses) are known: the default address, else the first; without saved
  // addresses, the user's own name and phone.
  useEffect(() => {
    if (!open || prefilled || !user || addressesLoading) return;
    const preferred = preferredAddress(addresses);
    if (preferred) {
      setSavedAddressId(preferred.id);
      setName(preferred.name);
      setPhone(formatIndianMobile(preferred.phone));
      setAddress(preferred.address);
      setPincode(preferred.pincode);
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

  /** The toast to show instead of submitting, or null when the form may go. */
  const problem = () =>
    checkoutFormProblem({
      name,
      phone,
      deliveryMethod,
      savedAddressId: chosenAddress ? chosenAddress.id : null,
      address,
      pincode,
      pickupLocation: chosenPickup,
    });

  function orderPayload(lines: CartLine[], totalPaise: number): OrderPayload {
    const delivery = deliveryMethod === "delivery";
    return {
      customer_name: name.trim(),
      customer_phone: phone.trim(),
      customer_email: email.trim() || null,
      customer_address: delivery ? (chosenAddress?.address ?? address).trim() : null,
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
    setPickupLocation("");
    setInstructions("");
    setPrefilled(false);
    setCheckoutKey(newCheckoutKey());
  }

  return {
    shop,
    fields: { name, phone, email, address, pincode, instructions },
    setName,
    setPhone,
    setEmail,
    setAddress,
    setPincode,
    setInstructions,
    addresses,
    savedAddressId,
    chooseAddress,
    pickupLocations,
    chosenPickup,
    setPickupLocation,
    checkoutKey,
    problem,
    orderPayload,
    reset,
  };
}
