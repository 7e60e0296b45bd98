// The address form's state (spec section 5 'Address form'): its fields and the phone check before saving.
import type { AddressInput } from "@mayil/core/account-schemas";
import { useState } from "react";
import { checkPhone } from "../../components/ui/phone-input";
import { formatPhone } from "../../lib/catalogue/shop-info";

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
    phone: initial.phone ? formatPhone(initial.phone) : "",
  });
  const [phoneError, setPhoneError] = useState<string | null>(null);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    // Only the phone is checked here: the other fields are the server's to refuse, and its message is what is shown.
    const checked = checkPhone(form.phone);
    if (!checked.ok) {
      setPhoneError(checked.message);
      return;
    }
    setPhoneError(null);
    onSave({ ...form, phone: checked.e164 });
  }

  return {
    form,
    phoneError,
    setText: (key: TextKey) => (value: string) => setForm((f) => ({ ...f, [key]: value })),
    setPhone: (phone: string) => setForm((f) => ({ ...f, phone })),
    setDefault: (isDefault: boolean) => setForm((f) => ({ ...f, is_default: isDefault })),
    submit,
  };
}
