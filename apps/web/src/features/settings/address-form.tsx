// Settings' Add New Address and Edit Address form (docs/shop/rules.md#profile-and-addresses), with Save Address and
// Cancel.
import type { AddressInput } from "@mayil/core/account-schemas";
import { primaryButton, secondaryButton } from "../../components/ui/button-styles";
import { PhoneInput } from "../../components/ui/phone-input";
import { PincodeField } from "../../components/ui/pincode-field";
import { TextField } from "../../components/ui/text-field";
import { useAddressForm } from "./use-address-form";

interface AddressFormProps {
  title: string;
  initial: AddressInput;
  busy: boolean;
  onSave: (input: AddressInput) => void;
  onCancel: () => void;
}

export function AddressForm({ title, initial, busy, onSave, onCancel }: AddressFormProps) {
  const { form, phoneError, textErrors, setText, setPhone, setDefault, fillFromPin, submit } = useAddressForm(
    initial,
    onSave,
  );
  return (
    <form onSubmit={submit} className="mt-4 flex flex-col gap-3 rounded-xl bg-ivory p-4 ring-1 ring-line" noValidate>
      <h3 className="font-display text-xl font-semibold">{title}</h3>
      <TextField
        label="Name"
        value={form.name}
        onChange={setText("name")}
        autoComplete="name"
        error={textErrors.name}
      />
      <PhoneInput label="Phone" value={form.phone} onChange={setPhone} error={phoneError} />
      <TextField
        label="Address"
        rows={2}
        value={form.address}
        onChange={setText("address")}
        autoComplete="street-address"
        error={textErrors.address}
      />
      <div className="grid items-start gap-3 sm:grid-cols-3">
        <PincodeField value={form.pincode} onChange={setText("pincode")} onPlace={fillFromPin} />
        <TextField
          label="City"
          value={form.city}
          onChange={setText("city")}
          autoComplete="address-level2"
          error={textErrors.city}
        />
        <TextField
          label="State"
          value={form.state}
          onChange={setText("state")}
          autoComplete="address-level1"
          error={textErrors.state}
        />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={Boolean(form.is_default)}
          onChange={(e) => setDefault(e.target.checked)}
          className="size-4 accent-peacock"
        />
        Set as default address
      </label>
      <div className="flex gap-3">
        <button type="submit" disabled={busy} className={primaryButton}>
          Save Address
        </button>
        <button type="button" onClick={onCancel} className={secondaryButton}>
          Cancel
        </button>
      </div>
    </form>
  );
}
