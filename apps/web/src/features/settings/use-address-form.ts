// The address form's state (spec section 5 'Address form'): its fields and the phone check before saving.
import type { AddressInput } from "@mayil/core/account-schemas";
import { checkIndianMobile, formatIndianMobile } from "@mayil/core/indian-mobile";
import type { PincodePlace } from "@mayil/core/pincode-schemas";
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

export function useAddressForm(initial: AddressInput, onSave: (input: AddressInput) => void) {
  const [form, setForm] = useState<AddressInput>({
    ...initial,
    // Saved numbers are E.164; the shopper edits them the way they are read aloud.
    phone: initial.phone ? formatIndianMobile(initial.phone) : "",
  });
  const [phoneError, setPhoneError] = useState<string | null>(null);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    // Only the phone is checked here: the other fields are the server's to refuse, and its message is what is shown.
    const checked = checkIndianMobile(form.phone);
    if (!checked.ok) {
      setPhoneError(checked.message);
      return;
    }
    setPhoneError(null);
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
    fillFromPin,
    setText: (key: TextKey) => (value: string) => setForm((f) => ({ ...f, [key]: value })),
    setPhone: (phone: string) => setForm((f) => ({ ...f, phone })),
    setDefault: (isDefault: boolean) => setForm((f) => ({ ...f, is_default: isDefault })),
    submit,
  };
}
