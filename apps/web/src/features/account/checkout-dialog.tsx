// 'Enter Your Details' (spec section 2 'Cart', sections 4, 5 and 8): name, phone, email, then the delivery address
// (a saved one, with Add New going to Settings; or Address and Pincode when none are saved) or the pickup location,
// and special instructions. 'Proceed to WhatsApp' saves the order on the server under one idempotency key per
// checkout (a retry cannot order twice), opens the server's WhatsApp link in a new window, and empties the cart.
import type { Address } from "@mayil/core/account-schemas";
import { checkoutFormProblem } from "@mayil/core/checkout-check";
import { paiseToDecimal } from "@mayil/core/money";
import type { CartLine } from "@mayil/core/shopping-schemas";
import * as Dialog from "@radix-ui/react-dialog";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../app/paths";
import { primaryButton, secondaryButton } from "../../components/ui/button-styles";
import { Modal } from "../../components/ui/modal";
import { fieldLabelStyle, fieldStyle, TextField } from "../../components/ui/text-field";
import { preferredAddress, useAddresses } from "../../lib/account/addresses";
import { cartKey } from "../../lib/account/cart";
import { useAuth } from "../../lib/account/current-user";
import { ordersKey, placeOrder } from "../../lib/account/orders";
import { formatPhone, useShopInfo } from "../../lib/api/shop-info";
import { ApiError } from "../../lib/api-client";
import { toast } from "../../lib/toast-store";

interface CheckoutDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: React.RefObject<HTMLElement | null>;
  lines: CartLine[];
  deliveryMethod: "delivery" | "pickup";
  /** Null while the shop's delivery fee is not known yet: the order waits for it. */
  totalPaise: number | null;
}

const newCheckoutKey = () =>
  typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

export default function CheckoutDialog({
  open,
  onOpenChange,
  returnFocusTo,
  lines,
  deliveryMethod,
  totalPaise,
}: CheckoutDialogProps) {
  const { user } = useAuth();
  const { addresses, isLoading: addressesLoading } = useAddresses();
  const { data: shop } = useShopInfo();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const ids = useId();
  const [name, setName] = useState("");
  const [phone, setPhone] = useState("");
  const [email, setEmail] = useState("");
  const [savedAddressId, setSavedAddressId] = useState<number | null>(null);
  const [address, setAddress] = useState("");
  const [pincode, setPincode] = useState("");
  // Empty means the default: the shop's first pickup point (GET /api/shop), once known.
  const [pickupLocation, setPickupLocation] = useState("");
  const [instructions, setInstructions] = useState("");
  const [submitting, setSubmitting] = useState(false);
  // One key per checkout attempt: kept across retries of a failed submit, new after a success.
  const [checkoutKey, setCheckoutKey] = useState(newCheckoutKey);
  const [prefilled, setPrefilled] = useState(false);

  function chooseAddress(chosen: Address) {
    setSavedAddressId(chosen.id);
    setName(chosen.name);
    setPhone(chosen.phone);
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
      setPhone(preferred.phone);
      setAddress(preferred.address);
      setPincode(preferred.pincode);
    } else {
      setName((n) => n || user.name || "");
      setPhone((p) => p || user.phone || "");
    }
    setEmail((e) => e || user.email || "");
    setPrefilled(true);
  }, [open, prefilled, user, addresses, addressesLoading]);

  const pickupLocations = shop?.pickup_locations ?? [];
  const chosenPickup = pickupLocation || (pickupLocations[0] ?? "");
  // The pickup points, the fee and the shop's number come from GET /api/shop: submitting waits for them.
  const waitingForShop = !shop || totalPaise === null;
  const shopNumber = shop ? formatPhone(`+${shop.whatsapp_number}`) : "";
  const chosenAddress = addresses.find((a) => a.id === savedAddressId);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (waitingForShop || totalPaise === null) return;
    const problem = checkoutFormProblem({
      name,
      phone,
      deliveryMethod,
      savedAddressId: chosenAddress ? chosenAddress.id : null,
      address,
      pincode,
      pickupLocation: chosenPickup,
    });
    if (problem) {
      toast({ ...problem, variant: "destructive" });
      return;
    }
    setSubmitting(true);
    try {
      const delivery = deliveryMethod === "delivery";
      const placed = await placeOrder(
        {
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
        },
        checkoutKey,
      );
      openWhatsApp(placed.whatsapp_url, shopNumber);
      queryClient.setQueryData(cartKey, []);
      void queryClient.invalidateQueries({ queryKey: cartKey });
      void queryClient.invalidateQueries({ queryKey: ordersKey });
      // Stock went down: catalogue answers are out of date.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== "account" });
      toast({ title: "Order submitted", description: "Your order details have been saved and WhatsApp chat opened." });
      if (placed.prices_changed) toast({ title: "Prices updated", description: placed.message });
      reset();
      onOpenChange(false);
    } catch (error) {
      // A refusal the shopper can act on (stock, a bad phone number) says what it is; anything else the spec's text.
      const description =
        error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401
          ? error.message
          : "Failed to save order details. Please try again.";
      toast({ title: "Error", description, variant: "destructive" });
    } finally {
      setSubmitting(false);
    }
  }

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

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      panelClassName="w-[min(94vw,32rem)] p-6 sm:p-8"
    >
      <Dialog.Title className="font-display text-3xl">Enter Your Details</Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-muted">
        {deliveryMethod === "pickup" ? "Store pickup, no delivery fee." : "Home delivery."} We'll confirm your order on
        WhatsApp.
      </Dialog.Description>
      <form onSubmit={submit} className="mt-6 flex flex-col gap-4" noValidate>
        <TextField label="Name*" value={name} onChange={setName} autoComplete="name" />
        <TextField
          label="Phone Number*"
          type="tel"
          value={phone}
          onChange={setPhone}
          autoComplete="tel"
          placeholder="+91 98765 43210"
        />
        <TextField label="Email" type="email" value={email} onChange={setEmail} autoComplete="email" />

        {deliveryMethod === "delivery" ? (
          addresses.length > 0 ? (
            <fieldset>
              <div className="flex items-center justify-between">
                <legend className={fieldLabelStyle}>Shipping Address</legend>
                <button
                  type="button"
                  onClick={() => navigate(paths.settings.getHref())}
                  className="rounded-full px-3 py-1 text-sm font-medium text-peacock hover:bg-peacock/5"
                >
                  Add New
                </button>
              </div>
              <div className="mt-2 flex flex-col gap-2">
                {addresses.map((saved) => (
                  <label
                    key={saved.id}
                    className={`flex cursor-pointer gap-3 rounded-xl bg-white p-3 text-sm ring-1 ${saved.id === savedAddressId ? "ring-2 ring-peacock" : "ring-line"}`}
                  >
                    <input
                      type="radio"
                      name={`${ids}-address`}
                      checked={saved.id === savedAddressId}
                      onChange={() => chooseAddress(saved)}
                      className="mt-1 accent-peacock"
                    />
                    <span>
                      <span className="font-medium">{saved.name}</span>
                      {saved.is_default && (
                        <span className="ml-2 rounded-full bg-peacock/10 px-2 py-0.5 text-xs text-peacock">
                          Default
                        </span>
                      )}
                      <span className="block text-muted">
                        {saved.address}, {saved.city}, {saved.state} - {saved.pincode}
                      </span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          ) : (
            <>
              <TextField
                label="Address*"
                rows={3}
                value={address}
                onChange={setAddress}
                autoComplete="street-address"
              />
              <TextField
                label="Pincode*"
                value={pincode}
                onChange={setPincode}
                autoComplete="postal-code"
                inputMode="numeric"
                maxLength={6}
              />
            </>
          )
        ) : (
          <div>
            <label htmlFor={`${ids}-pickup`} className={fieldLabelStyle}>
              Pickup Location*
            </label>
            <select
              id={`${ids}-pickup`}
              value={chosenPickup}
              onChange={(e) => setPickupLocation(e.target.value)}
              className={fieldStyle}
            >
              {pickupLocations.map((place) => (
                <option key={place} value={place}>
                  {place}
                </option>
              ))}
            </select>
          </div>
        )}

        <TextField label="Special Instructions" rows={2} value={instructions} onChange={setInstructions} />
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Dialog.Close className={secondaryButton}>Close</Dialog.Close>
          <button type="submit" disabled={submitting || waitingForShop} className={primaryButton}>
            {submitting ? "Submitting..." : "Proceed to WhatsApp"}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** Opens the chat in a new window; a blocked popup or a failure tells the shopper the number to write to instead. */
function openWhatsApp(url: string, shopNumber: string) {
  try {
    // No 'noopener' feature: with it the browser returns null and a blocked popup could not be told apart.
    const chat = window.open(url, "_blank");
    if (!chat) {
      toast({
        title: "WhatsApp blocked",
        description: `Please allow popups or copy the WhatsApp number: ${shopNumber}`,
        variant: "destructive",
      });
      return;
    }
    chat.opener = null;
  } catch {
    toast({
      title: "WhatsApp error",
      description: `Please contact us directly at: ${shopNumber}`,
      variant: "destructive",
    });
  }
}
