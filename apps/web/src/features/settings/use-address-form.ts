// The address form's state (docs/shop/rules.md#profile-and-addresses): its fields and the phone check before saving.
import type { AddressInput } from "@mayil/core/account-schemas";
import { checkIndianMobile, formatIndianMobile } from "@mayil/core/indian-mobile";
import type { PincodePlace } from "@mayil/core/pincode-schemas";
import { hiddenCharacterMessage, isTypedText } from "@mayil/core/single-line-text";
import { useState } from "react";

/** A new address starts blank and not the default (the server makes the first one the default anyway). */
export const blankAddress: AddressInput = {
  name: "",
  phone: "",
  address: "",
  pincode: "",
  city: "",
  state: "",
  is_default: false,
};

type TextKey = "name" | "address" | "pincode" | "city" | "state";
type TypedKey = "name" | "address" | "city" | "state";

/** The fields that go into the shop's messages, with their labels: only typed characters (the server's rule). */
const TYPED_FIELDS: [TypedKey, string, boolean][] = [
  ["name", "Name", false],
  ["address", "Address", true],
  ["city", "City", false],
  ["state", "State", false],
];

/** What the server would refuse for a character nobody types, said under each field it is in. */
function untypedFields(form: AddressInput): Partial<Record<TypedKey, string>> {
  return Object.fromEntries(
    TYPED_FIELDS.filter(([key, , multiline]) => !isTypedText(form[key], multiline)).map(([key, label, multiline]) => [
      key,
      hiddenCharacterMessage(label, multiline),
    ]),
  );
}

export function useAddressForm(initial: AddressInput, onSave: (input: AddressInput) => void) {
  const [form, setForm] = useState<AddressInput>({
    ...initial,
    // Saved numbers are E.164; the shopper edits them the way they are read aloud.
    phone: initial.phone ? formatIndianMobile(initial.phone) : "",
  });
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [textErrors, setTextErrors] = useState<Partial<Record<TypedKey, string>>>({});

  function submit(event: React.FormEvent) {
    event.preventDefault();
    // The phone and characters nobody types are checked here; the rest is the server's to refuse, its message shown.
    const checked = checkIndianMobile(form.phone);
    const untyped = untypedFields(form);
    setPhoneError(checked.ok ? null : checked.message);
    setTextErrors(untyped);
    if (!checked.ok || Object.keys(untyped).length > 0) return;
    onSave({ ...form, phone: checked.e164 });
  }

  // City and state come from the PIN when the shopper has not written her own (empty, or what the PIN last filled).
  const [filledFromPin, setFilledFromPin] = useState<{ city: string; state: string } | null>(null);
  function fillFromPin(place: PincodePlace) {
    setForm((f) => ({
      ...f,
      city: f.city === "" || f.city === filledFromPin?.city ? place.city : f.city,
      state: f.state === "" || f.state === filledFromPin?.state ? place.state : f.state,
    }));
    setFilledFromPin({ city: place.city, state: place.state });
  }

  return {
    form,
    phoneError,
    textErrors,
    fillFromPin,
    setText: (key: TextKey) => (value: string) => setForm((f) => ({ ...f, [key]: value })),
    setPhone: (phone: string) => setForm((f) => ({ ...f, phone })),
    setDefault: (isDefault: boolean) => setForm((f) => ({ ...f, is_default: isDefault })),
    submit,
  };
}
