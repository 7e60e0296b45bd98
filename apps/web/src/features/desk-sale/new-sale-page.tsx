// /owner/orders/new: a sale that came by phone, a WhatsApp chat, Instagram or in person, entered by the owner. The
// customer, where the sale came from, home delivery or pickup, the pieces at their agreed prices, the fee, a discount
// and a note; the server prices it and takes the stock exactly as for a shopper's order. Its refusals show beside
// their fields, and a saved sale opens on its own order page. A walk-in needs no phone, and can be "paid and collected
// now": paid in full and completed in the same save.

import { deliveryAddressMessages } from "@mayil/core/delivery-address";
import { checkIndianMobile } from "@mayil/core/indian-mobile";
import { toPaise } from "@mayil/core/money";
import type { MANUAL_ORDER_SOURCES } from "@mayil/core/owner-schemas";
import { hiddenCharacterMessage, isTypedText } from "@mayil/core/single-line-text";
import { useEffect, useId, useRef, useState } from "react";
import {
  Controller,
  FormProvider,
  type UseFormGetValues,
  type UseFormSetValue,
  useForm,
  useWatch,
} from "react-hook-form";
import { useNavigate } from "react-router";
import { ChoiceChips } from "../../components/desk/choice-chips";
import { describedBy, FieldProblem, FormProblem } from "../../components/desk/form-field";
import { markNoPieces, OrderFiguresSummary, OrderLinesFields } from "../../components/desk/order-lines-fields";
import { primaryButton } from "../../components/ui/button-styles";
import { PhoneInput } from "../../components/ui/phone-input";
import { fieldLabelStyle, fieldStyle, TextField } from "../../components/ui/text-field";
import { useShopInfo } from "../../lib/catalogue/shop-info";
import type { DeskDone } from "../../lib/desk/desk-done";
import {
  itemBodies,
  type OrderLinesFormValues,
  optionalRupees,
  orderFigures,
  rupeeFieldProblem,
  shownRupees,
  typedPaise,
} from "../../lib/desk/order-lines";
import { placeServerProblems } from "../../lib/desk/server-problems";
import { useCreateOrder } from "../../lib/desk/use-order-saves";
import { paths } from "../../lib/paths";
import { usePincodeLookup } from "../../lib/pincode-lookup";
import { toast } from "../../lib/toast-store";
import { usePageTitle } from "../../lib/use-page-title";

type SaleSource = (typeof MANUAL_ORDER_SOURCES)[number];

const SOURCE_CHOICES: readonly { value: SaleSource; label: string }[] = [
  { value: "whatsapp", label: "WhatsApp" },
  { value: "phone", label: "Phone" },
  { value: "instagram", label: "Instagram" },
  { value: "walk_in", label: "Walk-in" },
];

/** At the counter: paid and taken away now (one step to completed), or to be paid later like any sale. */
const COLLECTED_CHOICES = [
  { value: "later", label: "Not yet" },
  { value: "cash", label: "Paid in cash" },
  { value: "upi", label: "Paid by UPI" },
] as const;

const DELIVERY_CHOICES = [
  { value: "pickup", label: "Pickup" },
  { value: "delivery", label: "Home delivery" },
] as const;

interface NewSaleValues extends OrderLinesFormValues {
  customer_name: string;
  customer_phone: string;
  customer_email: string;
  source: SaleSource | "";
  delivery_method: "delivery" | "pickup";
  customer_address: string;
  customer_pincode: string;
  customer_city: string;
  customer_state: string;
  pickup_location: string;
  special_instructions: string;
  collected: (typeof COLLECTED_CHOICES)[number]["value"];
  utr: string;
}

// The API's own field names: a 400's issues land beside these.
const SALE_FIELDS = [
  "customer_name",
  "customer_phone",
  "customer_email",
  "source",
  "delivery_method",
  "customer_address",
  "customer_pincode",
  "customer_city",
  "customer_state",
  "pickup_location",
  "special_instructions",
  "delivery_fee",
  "discount",
  "note",
] as const;

const emptySale: NewSaleValues = {
  customer_name: "",
  customer_phone: "",
  customer_email: "",
  source: "",
  delivery_method: "pickup",
  customer_address: "",
  customer_pincode: "",
  customer_city: "",
  customer_state: "",
  pickup_location: "",
  special_instructions: "",
  collected: "later",
  utr: "",
  items: [],
  delivery_fee: "",
  discount: "",
  note: "",
};

/** A field goes into the customer's messages: the server's own check, said beside the field before sending. */
const typedOnly =
  (label: string, multiline = false) =>
  (text: string) =>
    isTypedText(text, multiline) || hiddenCharacterMessage(label, multiline);

const sectionStyle = "flex flex-col gap-4 rounded-3xl bg-white/70 p-4 shadow-sm ring-1 ring-line sm:p-6";
const sectionHeading = "font-display text-2xl font-semibold";

export function NewSalePage() {
  usePageTitle("New sale");
  const navigate = useNavigate();
  const { data: shop } = useShopInfo();
  const form = useForm<NewSaleValues>({ defaultValues: emptySale, mode: "onTouched" });
  const { control, register, handleSubmit, setError, getValues, formState } = form;
  const { errors } = formState;
  const save = useCreateOrder();
  const [problem, setProblem] = useState<string | null>(null);
  const pickupId = useId();
  const customerHeading = useId();
  const deliveryHeading = useId();
  const moneyHeading = useId();

  const [items, method, deliveryFee, discount, pickupLocation, pincode, source, collected] = useWatch({
    control,
    name: [
      "items",
      "delivery_method",
      "delivery_fee",
      "discount",
      "pickup_location",
      "customer_pincode",
      "source",
      "collected",
    ],
  });
  useCityAndStateFromPin(pincode, form.getValues, form.setValue);
  const walkIn = source === "walk_in";
  // A counter sale taken away now: paid and completed in the one save.
  const collectedNow = walkIn && method === "pickup" && collected !== "later";
  const pickupLocations = shop?.pickup_locations ?? [];
  // Empty means the shop's first pickup point, once the shop's details have come.
  const chosenPickup = pickupLocation || (pickupLocations[0] ?? "");
  const shopFee = shop ? toPaise(shop.delivery_fee) : 0;
  const usualFee = method === "delivery" ? shopFee : 0;
  const figures = orderFigures(items, typedPaise(deliveryFee) ?? usualFee, typedPaise(discount) ?? 0);

  const submit = handleSubmit(
    async (values) => {
      setProblem(null);
      if (markNoPieces(values.items, setError)) return;
      const phone = checkIndianMobile(values.customer_phone);
      const delivery = values.delivery_method === "delivery";
      const noPhone = values.source === "walk_in" && values.customer_phone.trim() === "";
      try {
        const saved = await save.mutateAsync({
          customer_name: values.customer_name.trim(),
          customer_phone: noPhone ? null : phone.ok ? phone.e164 : values.customer_phone,
          customer_email: values.customer_email.trim() || null,
          source: values.source as SaleSource,
          delivery_method: values.delivery_method,
          customer_address: delivery ? values.customer_address.trim() : null,
          customer_pincode: delivery ? values.customer_pincode.trim() : null,
          customer_city: delivery ? values.customer_city.trim() : null,
          customer_state: delivery ? values.customer_state.trim() : null,
          pickup_location: delivery ? null : chosenPickup,
          special_instructions: values.special_instructions.trim() || null,
          items: itemBodies(values.items),
          // A fee typed for a pickup would be a slip: pickup is free unless the owner says so on a delivery.
          delivery_fee: delivery ? optionalRupees(values.delivery_fee) : undefined,
          discount: optionalRupees(values.discount),
          note: values.note.trim() || null,
          paid_and_collected:
            collectedNow && values.collected !== "later"
              ? { method: values.collected, reference: values.collected === "upi" ? values.utr.trim() : null }
              : undefined,
        });
        toast({ title: "Sale saved", description: `${saved.order.order_number} for ${saved.order.customer_name}.` });
        // The order's page opens with the message to the customer ready to send, as after a move.
        const done: DeskDone = {
          title: collectedNow ? "Paid and collected" : "Sale saved",
          customerWhatsappUrl: saved.customer_whatsapp_url,
        };
        navigate(paths.ownerOrder.getHref(saved.order.id), { state: { done } });
      } catch (error) {
        setProblem(placeServerProblems(error, setError, SALE_FIELDS));
      }
    },
    () => markNoPieces(getValues("items"), setError),
  );

  return (
    // The desk around it gives the page its width and its way back (the desk's own links).
    <div>
      <h1 className="font-display text-4xl font-semibold">New sale</h1>
      <p className="mt-1 text-sm text-muted">
        A sale agreed by phone, in a chat or at the counter: priced and taken from stock like a shop order.
      </p>
      <FormProvider {...form}>
        <form
          onSubmit={submit}
          noValidate
          className="mt-6 grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start"
          aria-label="New sale"
        >
          <div className="flex min-w-0 flex-col gap-5">
            <section aria-labelledby={customerHeading} className={sectionStyle}>
              <h2 id={customerHeading} className={sectionHeading}>
                Customer
              </h2>
              <TextField
                label="Name*"
                autoComplete="off"
                registration={register("customer_name", {
                  validate: {
                    filled: (name) => name.trim() !== "" || "Enter the customer's name",
                    typed: typedOnly("Name"),
                  },
                })}
                error={errors.customer_name}
              />
              <Controller
                control={control}
                name="customer_phone"
                rules={{
                  validate: (typed, all) => {
                    // Someone buying at the counter need not leave a number.
                    if (all.source === "walk_in" && typed.trim() === "") return true;
                    const check = checkIndianMobile(typed);
                    return check.ok || check.message;
                  },
                }}
                render={({ field, fieldState }) => (
                  <PhoneInput
                    label={walkIn ? "Phone (optional for a walk-in)" : "Phone*"}
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <TextField
                label="Email"
                type="email"
                autoComplete="off"
                hint="Optional."
                registration={register("customer_email")}
                error={errors.customer_email}
              />
              <ChoiceChips
                legend="Where the sale came from*"
                options={SOURCE_CHOICES}
                registration={register("source", { required: "Choose where the sale came from" })}
                error={errors.source}
              />
            </section>

            <section aria-labelledby={deliveryHeading} className={sectionStyle}>
              <h2 id={deliveryHeading} className={sectionHeading}>
                Delivery
              </h2>
              <ChoiceChips
                legend="How it reaches her"
                options={DELIVERY_CHOICES}
                registration={register("delivery_method")}
              />
              {method === "delivery" ? (
                <>
                  <TextField
                    label="Address*"
                    rows={3}
                    maxLength={500}
                    registration={register("customer_address", {
                      validate: {
                        filled: (address, all) =>
                          all.delivery_method !== "delivery" ||
                          address.trim() !== "" ||
                          "Please enter the delivery address.",
                        typed: typedOnly("Address", true),
                      },
                    })}
                    error={errors.customer_address}
                  />
                  <TextField
                    label="Pincode*"
                    inputMode="numeric"
                    maxLength={6}
                    autoComplete="off"
                    registration={register("customer_pincode", {
                      validate: (pincode, all) =>
                        all.delivery_method !== "delivery" ||
                        /^\d{6}$/.test(pincode.trim()) ||
                        (pincode.trim() === "" ? "Pincode is required" : "Pincode must be 6 digits"),
                    })}
                    error={errors.customer_pincode}
                  />
                  <div className="grid items-start gap-4 sm:grid-cols-2">
                    <TextField
                      label="City*"
                      autoComplete="off"
                      registration={register("customer_city", {
                        validate: {
                          filled: (city, all) =>
                            all.delivery_method !== "delivery" || city.trim() !== "" || deliveryAddressMessages.city,
                          typed: typedOnly("City"),
                        },
                      })}
                      error={errors.customer_city}
                    />
                    <TextField
                      label="State*"
                      autoComplete="off"
                      registration={register("customer_state", {
                        validate: {
                          filled: (state, all) =>
                            all.delivery_method !== "delivery" || state.trim() !== "" || deliveryAddressMessages.state,
                          typed: typedOnly("State"),
                        },
                      })}
                      error={errors.customer_state}
                    />
                  </div>
                </>
              ) : (
                <div>
                  <label htmlFor={pickupId} className={fieldLabelStyle}>
                    Pickup point*
                  </label>
                  <select
                    id={pickupId}
                    {...register("pickup_location")}
                    value={chosenPickup}
                    {...describedBy(pickupId, { error: errors.pickup_location?.message })}
                    className={fieldStyle}
                  >
                    {pickupLocations.map((place) => (
                      <option key={place} value={place}>
                        {place}
                      </option>
                    ))}
                  </select>
                  <FieldProblem id={pickupId} message={errors.pickup_location?.message} />
                </div>
              )}
              <TextField
                label="Special instructions"
                hint="Optional, e.g. gift wrap. The customer sees these."
                rows={2}
                maxLength={1000}
                registration={register("special_instructions", { validate: typedOnly("Special instructions", true) })}
                error={errors.special_instructions}
              />
            </section>

            <section className={sectionStyle}>
              <OrderLinesFields />
            </section>
          </div>

          <section aria-labelledby={moneyHeading} className={`${sectionStyle} lg:sticky lg:top-24`}>
            <h2 id={moneyHeading} className={sectionHeading}>
              Money
            </h2>
            {method === "delivery" && (
              <TextField
                label="Delivery fee"
                prefix="₹"
                inputMode="decimal"
                autoComplete="off"
                placeholder={shop ? String(shopFee / 100) : ""}
                hint={shop ? `Leave empty for the usual ${shownRupees(shopFee)}.` : undefined}
                registration={register("delivery_fee", { validate: rupeeFieldProblem("Delivery fee", true) })}
                error={errors.delivery_fee}
              />
            )}
            <TextField
              label="Discount"
              prefix="₹"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0"
              registration={register("discount", { validate: rupeeFieldProblem("Discount", true) })}
              error={errors.discount}
            />
            {walkIn && method === "pickup" && (
              <ChoiceChips
                legend="Paid and collected now?"
                options={COLLECTED_CHOICES}
                registration={register("collected")}
                error={errors.collected}
              />
            )}
            {collectedNow && collected === "upi" && (
              <TextField
                label="UTR*"
                inputMode="numeric"
                autoComplete="off"
                maxLength={20}
                hint="12 digits, from the customer's UPI app."
                registration={register("utr", {
                  validate: (utr, all) =>
                    all.collected !== "upi" ||
                    /^\d{12}$/.test(utr.replace(/[\s-]/g, "")) ||
                    "Enter the 12-digit UTR from the customer's UPI app",
                })}
                error={errors.utr}
              />
            )}
            <TextField
              label="Note for the timeline"
              hint="Optional: only the shop sees it."
              rows={2}
              maxLength={500}
              registration={register("note", { validate: typedOnly("Note", true) })}
              error={errors.note}
            />
            <OrderFiguresSummary
              figures={figures}
              deliveryLabel={method === "pickup" ? "Delivery (pickup)" : "Delivery"}
            />
            <FormProblem message={problem} />
            <button type="submit" disabled={formState.isSubmitting || !shop} className={`${primaryButton} w-full`}>
              {formState.isSubmitting ? "Saving…" : collectedNow ? "Save: paid and collected" : "Save sale"}
            </button>
          </section>
        </form>
      </FormProvider>
    </div>
  );
}

/** City and state from the PIN (India Post's directory), unless the owner wrote her own. */
function useCityAndStateFromPin(
  pincode: string,
  getValues: UseFormGetValues<NewSaleValues>,
  setValue: UseFormSetValue<NewSaleValues>,
) {
  const lookup = usePincodeLookup(pincode);
  const place = lookup.kind === "found" ? lookup.place : null;
  const filled = useRef<{ city: string; state: string } | null>(null);
  useEffect(() => {
    if (!place) return;
    for (const key of ["city", "state"] as const) {
      const typed = getValues(`customer_${key}`);
      if (typed === "" || typed === filled.current?.[key]) {
        setValue(`customer_${key}`, place[key], { shouldValidate: typed !== "" });
      }
    }
    filled.current = { city: place.city, state: place.state };
  }, [place, getValues, setValue]);
}
