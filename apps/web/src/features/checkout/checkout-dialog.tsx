// 'Enter Your Details' (docs/shop/storefront.md#checkout): name, phone, email, then the delivery address
// (a saved one, with Add New opening the address form right here; or Address, Pincode, City and State, the last two
// filled from the PIN, when none are saved) or the pickup location, special instructions, and where the shop offers
// cash on delivery, pay now or pay on delivery with its fee (payment-choice.tsx). A field that needs the
// shopper says so under itself and takes the focus, with one toast for the whole form. 'Proceed to WhatsApp' saves
// the order on the server under one idempotency key per checkout (a retry cannot order twice), opens the server's
// WhatsApp link in a new window, and hands the placed order on (the app opens its page).

import type { Address } from "@mayil/core/account/account-schemas";
import { codRulesEndpoints } from "@mayil/core/api/cash-on-delivery-endpoints";
import { formatIndianMobile } from "@mayil/core/india/indian-mobile";
import { Money } from "@mayil/core/money/money";
import { codRulesFromWire } from "@mayil/core/orders/cash-on-delivery";
import type { CheckoutField, CheckoutToast } from "@mayil/core/shopping/checkout-check";
import type { Order } from "@mayil/core/shopping/shopping-schemas";
import * as Dialog from "@radix-ui/react-dialog";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ComponentType, useEffect, useRef, useState } from "react";
import { primaryButton, secondaryButton } from "../../components/ui/button-styles";
import { Modal } from "../../components/ui/modal";
import { PincodeField } from "../../components/ui/pincode-field";
import { TextField } from "../../components/ui/text-field";
import { ApiError, api } from "../../lib/api-client";
import { currentUserKey } from "../../lib/auth/current-user";
import type { CartCheckoutProps } from "../../lib/cart-checkout";
import { contractMessage, contractToast } from "../../lib/contract-messages";
import { useLanguage } from "../../lib/language";
import { useMessages } from "../../lib/messages";
import { refusalMessage } from "../../lib/refusal-messages";
import { accountKey } from "../../lib/signed-in-query";
import { dismissToast, toast } from "../../lib/toast-store";
import { CheckoutSummary, summaryFigures } from "./checkout-summary";
import { openWhatsApp } from "./open-whatsapp";
import { codOffer, codRefusalMessage, PaymentChoiceField } from "./payment-choice";
import { PickupLocationSelect } from "./pickup-location-select";
import { placeOrder } from "./place-order";
import { SavedAddressPicker } from "./saved-address-picker";
import { type SavedAddresses, useCheckoutForm } from "./use-checkout-form";

interface CheckoutDialogProps extends CartCheckoutProps {
  /** The shopper's saved addresses, to choose from and prefill with. */
  savedAddresses: SavedAddresses;
  /** Told once the order is saved (its lines have left the cart, the order history is one longer). */
  onPlaced: (order: Order) => void;
  /** The address form, opened inside the checkout by Add New; it hands back the address once saved. */
  AddAddressForm: ComponentType<{ onSaved: (address: Address) => void; onCancel: () => void }>;
}

/** The API's names for the order's fields, and the form's. */
const FIELD_OF: Record<string, CheckoutField> = {
  customer_name: "name",
  customer_phone: "phone",
  customer_address: "address",
  customer_pincode: "pincode",
  customer_city: "city",
  customer_state: "state",
  pickup_location: "pickupLocation",
};

export default function CheckoutDialog({
  open,
  onOpenChange,
  returnFocusTo,
  lines,
  deliveryMethod,
  totalPaise,
  savedAddresses,
  onPlaced,
  AddAddressForm,
}: CheckoutDialogProps) {
  const form = useCheckoutForm({ open, deliveryMethod, savedAddresses });
  // The page's language goes with the order: her WhatsApp text and the shop's messages to her are in it.
  const language = useLanguage();
  const t = useMessages();
  const { shop } = form;
  // The form's problems are the contract's (core) or the server's: each shown in the page's language when mapped.
  const fieldErrors = Object.fromEntries(
    Object.entries(form.fieldErrors).map(([field, message]) => [field, message && contractMessage(t, message)]),
  ) as typeof form.fieldErrors;
  const queryClient = useQueryClient();
  const [submitting, setSubmitting] = useState(false);
  const [addingAddress, setAddingAddress] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Where the focus goes once the form shows what a submit found (the first wrong field), or after Add New.
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  // One problem toast at a time: another try replaces it instead of piling a second one under it.
  const problemToast = useRef<number | null>(null);
  // The pickup points, the fee and the shop's number come from GET /api/shop: submitting waits for them.
  const waitingForShop = !shop || totalPaise === null;
  const shopNumber = shop ? formatIndianMobile(`+${shop.whatsapp_number}`) : "";
  const figures = summaryFigures({ lines, totalPaise });
  // The owner's rules for cash on delivery (public), read while the checkout is open; without them she pays now.
  const { data: codRules } = useQuery({
    queryKey: ["cash-on-delivery"],
    queryFn: ({ signal }) => api(codRulesEndpoints.rules, {}, { signal }).then((body) => codRulesFromWire(body.rules)),
    enabled: open,
  });
  // What the shop said when it refused COD for her (her open COD orders, refusals before): only it knows her record.
  const [codRefusedByShop, setCodRefusedByShop] = useState<string | null>(null);
  const offer = codOffer(
    t,
    codRules,
    { goodsPaise: figures.subtotalPaise, deliveryMethod, ...form.deliveryPlace },
    codRefusedByShop,
  );
  const payOnDelivery = offer !== null && offer.refusedBecause === null && form.paymentChoice === "cod";
  const codFeePaise = payOnDelivery ? offer.feePaise : 0;
  const orderTotalPaise = totalPaise === null ? null : totalPaise + codFeePaise;

  useEffect(() => {
    if (!focusTarget) return;
    formRef.current?.querySelector<HTMLElement>(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  function showProblem(shown: CheckoutToast) {
    if (problemToast.current !== null) dismissToast(problemToast.current);
    problemToast.current = toast({ ...contractToast(t, shown), variant: "destructive" });
  }

  function markFields(wrong: Partial<Record<CheckoutField, string>>) {
    form.setFieldErrors(wrong);
    const first = Object.keys(wrong)[0];
    if (first) setFocusTarget(`[name="${first}"]`);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (waitingForShop || orderTotalPaise === null) return;
    const problems = form.problems();
    if (problems) {
      showProblem(problems.toast);
      markFields(problems.fields);
      return;
    }
    if (problemToast.current !== null) dismissToast(problemToast.current);
    setSubmitting(true);
    try {
      const payload = {
        ...form.orderPayload(lines, orderTotalPaise),
        payment_choice: payOnDelivery ? ("cod" as const) : ("prepaid" as const),
        language,
      };
      const placed = await placeOrder(payload, form.checkoutKey);
      openWhatsApp(placed.whatsapp_url, shopNumber, t);
      // Stock went down: catalogue responses are out of date.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== accountKey[0] });
      // A profile without a phone has just kept the one she gave here (the server saves it with the order).
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
      toast({ title: t("shopping.orderSubmitted"), description: t("shopping.orderSubmittedText") });
      if (placed.prices_changed)
        toast({ title: t("shopping.pricesUpdated"), description: t("shopping.pricesUpdatedText") });
      form.reset();
      setCodRefusedByShop(null);
      onOpenChange(false);
      onPlaced(placed.order);
    } catch (error) {
      // A refusal the shopper can act on (stock, a bad phone number) says what it is, under its field when it names
      // one; anything else the spec's text.
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401;
      // Said by its code in the page's language (lib/refusal-messages.ts); COD's by the rule it names.
      const codRefused = (details: ApiError["details"]) =>
        codRefusalMessage(t, { rule: details.rule, values: details }, (error as ApiError).message);
      showProblem({
        title: t("shopping.error"),
        description: refused
          ? refusalMessage(t, error, "shopping.saveOrderFailed", { cod_refused: codRefused })
          : t("shopping.saveOrderFailed"),
      });
      if (refused && error.code === "cod_refused") {
        // Her record rules COD out (the shop alone knows it): the option says why, and paying now is chosen.
        setCodRefusedByShop(codRefused(error.details));
        form.setPaymentChoice("prepaid");
      } else if (refused) {
        markFields(
          Object.fromEntries(
            error.issues.flatMap((issue) => {
              const field = FIELD_OF[issue.field];
              return field ? [[field, issue.message]] : [];
            }),
          ),
        );
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      // Wide enough on a computer for the order beside the form; the buttons stay in view at the panel's foot.
      panelClassName="w-[min(94vw,32rem)] px-6 pt-6 sm:px-8 sm:pt-8 lg:w-[min(94vw,56rem)]"
    >
      {/* Clear of the close button: Malayalam's title is long enough to run under it on a phone. */}
      <Dialog.Title className="pr-10 font-display text-3xl font-semibold">
        {t("shopping.enterYourDetails")}
      </Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-muted">
        {deliveryMethod === "pickup" ? t("shopping.pickupDescription") : t("shopping.deliveryDescription")}
      </Dialog.Description>
      {addingAddress && (
        <div className="pb-6">
          <AddAddressForm
            onCancel={() => {
              setAddingAddress(false);
              setFocusTarget("[data-add-new-address]");
            }}
            onSaved={(added) => {
              form.addAddress(added);
              setAddingAddress(false);
              setFocusTarget('input[type="radio"]:checked');
            }}
          />
        </div>
      )}
      <form
        ref={formRef}
        onSubmit={submit}
        // Kept (hidden) while the address form is open, so nothing typed here is lost.
        hidden={addingAddress}
        className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start"
        noValidate
      >
        <div className="flex flex-col gap-4">
          <TextField
            label={t("shopping.nameRequired")}
            registration={form.field("name")}
            autoComplete="name"
            error={fieldErrors.name}
          />
          <TextField
            label={t("shopping.phoneRequired")}
            registration={form.field("phone")}
            type="tel"
            autoComplete="tel"
            placeholder="+91 98765 43210"
            error={fieldErrors.phone}
          />
          <TextField label={t("shopping.email")} type="email" registration={form.field("email")} autoComplete="email" />

          {deliveryMethod === "delivery" ? (
            form.addresses.length > 0 ? (
              <SavedAddressPicker
                addresses={form.addresses}
                chosenId={form.savedAddressId}
                onChoose={form.chooseAddress}
                onAddNew={() => setAddingAddress(true)}
              />
            ) : (
              <>
                <TextField
                  label={t("shopping.addressRequired")}
                  registration={form.field("address")}
                  rows={3}
                  autoComplete="street-address"
                  error={fieldErrors.address}
                />
                <PincodeField
                  label={t("shopping.pincodeRequired")}
                  value={form.pincode}
                  onChange={form.setPincode}
                  onPlace={form.fillFromPin}
                  error={fieldErrors.pincode}
                />
                <div className="grid items-start gap-4 sm:grid-cols-2">
                  <TextField
                    label={t("shopping.cityRequired")}
                    registration={form.field("city")}
                    autoComplete="address-level2"
                    error={fieldErrors.city}
                  />
                  <TextField
                    label={t("shopping.stateRequired")}
                    registration={form.field("state")}
                    autoComplete="address-level1"
                    error={fieldErrors.state}
                  />
                </div>
              </>
            )
          ) : (
            <PickupLocationSelect
              locations={form.pickupLocations}
              value={form.chosenPickup}
              onChange={form.setPickupLocation}
            />
          )}

          <TextField label={t("shopping.specialInstructions")} rows={2} registration={form.field("instructions")} />
          {offer && (
            <PaymentChoiceField
              offer={offer}
              value={payOnDelivery ? "cod" : "prepaid"}
              onChange={form.setPaymentChoice}
            />
          )}
        </div>
        <div className="hidden lg:sticky lg:top-0 lg:block">
          <CheckoutSummary
            lines={lines}
            deliveryMethod={deliveryMethod}
            totalPaise={totalPaise}
            codFeePaise={codFeePaise}
          />
        </div>
        {/* Toasts sit just above this foot while the dialog is open (ToastRegion). */}
        <div
          data-dialog-foot
          className="sticky bottom-0 -mx-6 border-t border-line bg-ivory/95 px-6 py-4 backdrop-blur sm:-mx-8 sm:px-8 lg:col-span-2"
        >
          <p className="mb-3 flex justify-between text-sm lg:hidden">
            <span>
              {codFeePaise > 0
                ? t("shopping.footTotalCod", { count: figures.itemCount, fee: Money.format(codFeePaise) })
                : t("shopping.footTotal", { count: figures.itemCount })}
            </span>
            <span className="font-semibold tabular-nums" data-testid="checkout-foot-total">
              {orderTotalPaise === null ? "…" : Money.format(orderTotalPaise)}
            </span>
          </p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close className={secondaryButton}>{t("shopping.close")}</Dialog.Close>
            <button type="submit" disabled={submitting || waitingForShop} className={primaryButton}>
              {submitting ? t("shopping.submitting") : t("shopping.proceedToWhatsApp")}
            </button>
          </div>
        </div>
      </form>
    </Modal>
  );
}
