// The sale entry form's values, its choices and the API's names for its fields: what the page and its sections share.
import { ORDER_SOURCE_LABELS, SALE_SOURCES, type SaleSource } from "@mayil/core/orders/order-sources";
import { hiddenCharacterMessage, isTypedText } from "@mayil/core/text/single-line-text";
import type { DeskSay } from "../../../lib/desk/desk-messages";
import type { OrderLinesFormValues } from "../../../lib/desk/order-lines";

/** Where a sale came from, in her desk's language; WhatsApp and Instagram are written as they are everywhere. */
export const sourceChoices = (t: DeskSay): readonly { value: SaleSource; label: string }[] =>
  SALE_SOURCES.map((value) => ({
    value,
    label: value === "phone" || value === "walk_in" ? t(`desk.sale.source.${value}`) : ORDER_SOURCE_LABELS[value],
  }));

/** At the counter: paid and taken away now (one step to completed), or to be paid later like any sale. */
const COLLECTED = ["later", "cash", "upi"] as const;

export const collectedChoices = (t: DeskSay) =>
  COLLECTED.map((value) => ({ value, label: t(`desk.sale.collected.${value}`) }));

export const deliveryChoices = (t: DeskSay) =>
  [
    { value: "pickup", label: t("desk.sale.pickup") },
    { value: "delivery", label: t("desk.sale.homeDelivery") },
  ] as const;

export interface NewSaleValues extends OrderLinesFormValues {
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
  collected: (typeof COLLECTED)[number];
  utr: string;
}

// The API's own field names: a 400's issues land beside these.
export const SALE_FIELDS = [
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

export const emptySale: NewSaleValues = {
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
export const typedOnly =
  (label: string, multiline = false) =>
  (text: string) =>
    isTypedText(text, multiline) || hiddenCharacterMessage(label, multiline);

/** A sale taken away now: a walk-in, picked up, and paid by cash or UPI: paid and completed in one save. */
export const isCollectedNow = (values: Pick<NewSaleValues, "source" | "delivery_method" | "collected">) =>
  values.source === "walk_in" && values.delivery_method === "pickup" && values.collected !== "later";

export const sectionStyle = "flex flex-col gap-4 rounded-3xl bg-white/70 p-4 shadow-sm ring-1 ring-line sm:p-6";
export const sectionHeading = "font-display text-2xl font-semibold";
