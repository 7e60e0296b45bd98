// The contract's messages (packages/core: the checkout's toasts, a form field's problem) in the page's language. Core
// writes them in English, as the server says them too; a screen shows each through the catalogue message mapped to it
// here, English word for word the contract's. A message not mapped (the server's own words on a refusal) shows as the
// contract wrote it.
import { deliveryAddressMessages, pincodeMessages } from "@mayil/core/account/delivery-address";
import { hiddenCharacterInPhone, indianMobileMessages, phoneShapeMessages } from "@mayil/core/india/indian-mobile";
import { checkoutToasts } from "@mayil/core/shopping/checkout-check";
import { hiddenCharacterMessage } from "@mayil/core/text/single-line-text";
import type { MessageId, MessageValues } from "./messages";

type Say = (id: MessageId, values?: MessageValues) => string;

const CONTRACT = new Map<string, MessageId>([
  [checkoutToasts.emptyCart.title, "shopping.contract.cartEmpty"],
  [checkoutToasts.emptyCart.description, "shopping.contract.cartEmptyText"],
  [checkoutToasts.outOfStock.title, "shopping.contract.outOfStock"],
  [checkoutToasts.outOfStock.description, "shopping.contract.outOfStockText"],
  [checkoutToasts.missingNameOrPhone.title, "shopping.contract.missingInformation"],
  [checkoutToasts.missingNameOrPhone.description, "shopping.contract.missingNameOrPhone"],
  [checkoutToasts.missingAddress.description, "shopping.contract.missingAddress"],
  [checkoutToasts.missingPickupLocation.description, "shopping.contract.missingPickupLocation"],
  ["Please check your details", "shopping.contract.checkDetails"],
  ["Invalid phone number", "shopping.contract.invalidPhone"],
  ["Please enter your name.", "account.contract.enterName"],
  ["Please enter your phone number.", "account.contract.enterPhone"],
  [deliveryAddressMessages.address, "account.contract.enterAddress"],
  [deliveryAddressMessages.city, "account.contract.enterCity"],
  [deliveryAddressMessages.state, "account.contract.enterState"],
  [pincodeMessages.required, "account.contract.pincodeRequired"],
  [pincodeMessages.format, "account.contract.pincodeDigits"],
  [indianMobileMessages.required, "account.contract.phoneRequired"],
  [indianMobileMessages.noPrefix, "account.contract.phoneIndian"],
  [indianMobileMessages.length, "account.contract.phoneTenDigits"],
  [indianMobileMessages.format, "account.contract.phoneFormat"],
  [phoneShapeMessages.tooShort, "account.contract.phoneTooShort"],
  [phoneShapeMessages.tooLong, "account.contract.phoneTooLong"],
  [phoneShapeMessages.format, "account.contract.phoneShape"],
  [hiddenCharacterInPhone, "account.contract.hiddenInPhone"],
]);

// A field's hidden character is said with the field's label: "Name has a character we can't accept (…)".
const HIDDEN_FIELDS = ["Name", "Address", "City", "State", "Full name", "Pincode"] as const;
for (const label of HIDDEN_FIELDS) {
  CONTRACT.set(hiddenCharacterMessage(label), "account.contract.hiddenCharacter");
  CONTRACT.set(hiddenCharacterMessage(label, true), "account.contract.hiddenCharacterMultiline");
}
const hiddenLabel = (english: string) => HIDDEN_FIELDS.find((label) => english.startsWith(`${label} has`));

const LABELS: Record<(typeof HIDDEN_FIELDS)[number], MessageId> = {
  Name: "account.field.name",
  Address: "account.field.address",
  City: "account.field.city",
  State: "account.field.state",
  "Full name": "account.field.fullName",
  Pincode: "account.field.pincode",
};

/** Whether the contract's English has a catalogue message (a refusal in other words is not the contract's). */
export const isContractMessage = (english: string) => CONTRACT.has(english);

/** The contract's message in the page's language; as the contract wrote it when no catalogue message is mapped. */
export function contractMessage(t: Say, english: string): string {
  const id = CONTRACT.get(english);
  if (!id) return english;
  const label = hiddenLabel(english);
  return label ? t(id, { field: t(LABELS[label]) }) : t(id);
}

/** A contract's toast (title and description) in the page's language. */
export const contractToast = (t: Say, toast: { title: string; description: string }) => ({
  title: contractMessage(t, toast.title),
  description: contractMessage(t, toast.description),
});
