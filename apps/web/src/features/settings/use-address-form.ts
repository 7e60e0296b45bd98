// The address form's state (docs/shop/rules.md#profile-and-addresses): its fields and the phone check before saving.
import type { AddressInput } from "@mayil/core/account/account-schemas";
import { checkIndianMobile, formatIndianMobile } from "@mayil/core/india/indian-mobile";
import type { PincodePlace } from "@mayil/core/india/pincode-schemas";
import { hiddenCharacterMessage, isTypedText } from "@mayil/core/text/single-line-text";
import { useRef } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";

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

type TypedKey = "name" | "address" | "city" | "state";

/** The fields that go into the shop's messages, with their labels: only typed characters (the server's rule). */
const TYPED_FIELDS: [TypedKey, string, boolean][] = [
  ["name", "Name", false],
  ["address", "Address", true],
  ["city", "City", false],
  ["state", "State", false],
];

/** What the server would refuse for a character nobody types, said under each field it is in. */
function untypedFields(form: AddressInput): FieldErrors<AddressInput> {
  return Object.fromEntries(
    TYPED_FIELDS.filter(([key, , multiline]) => !isTypedText(form[key], multiline)).map(([key, label, multiline]) => [
      key,
      { type: "typed", message: hiddenCharacterMessage(label, multiline) },
    ]),
  );
}

/**
 * The checks made here, on Save: the phone and characters nobody types; the rest is the server's to refuse, its
 * message shown. A message stays until the next Save.
 */
const addressProblems: Resolver<AddressInput> = (values) => {
  const checked = checkIndianMobile(values.phone);
  const errors: FieldErrors<AddressInput> = {
    ...untypedFields(values),
    ...(checked.ok ? {} : { phone: { type: "phone", message: checked.message } }),
  };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

export function useAddressForm(initial: AddressInput, onSave: (input: AddressInput) => void) {
  const form = useForm<AddressInput>({
    // Saved numbers are E.164; the shopper edits them the way they are read aloud.
    defaultValues: { ...initial, phone: initial.phone ? formatIndianMobile(initial.phone) : "" },
    resolver: addressProblems,
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });

  const submit = form.handleSubmit((values) => {
    const checked = checkIndianMobile(values.phone);
    if (checked.ok) onSave({ ...values, phone: checked.e164 });
  });

  // City and state come from the PIN when the shopper has not written her own (empty, or what the PIN last filled).
  const filledFromPin = useRef<{ city: string; state: string } | null>(null);
  function fillFromPin(place: PincodePlace) {
    const { city, state } = form.getValues();
    if (city === "" || city === filledFromPin.current?.city) form.setValue("city", place.city);
    if (state === "" || state === filledFromPin.current?.state) form.setValue("state", place.state);
    filledFromPin.current = { city: place.city, state: place.state };
  }

  return { register: form.register, control: form.control, errors: form.formState.errors, fillFromPin, submit };
}
