// Settings' Add New Address and Edit Address form (docs/shop/rules.md#profile-and-addresses), with Save Address and
// Cancel.
import type { AddressInput } from "@mayil/core/account/account-schemas";
import { Controller } from "react-hook-form";
import { primaryButton, secondaryButton } from "../../components/ui/button-styles";
import { PhoneInput } from "../../components/ui/phone-input";
import { PincodeField } from "../../components/ui/pincode-field";
import { TextField } from "../../components/ui/text-field";
import { useMessages } from "../../lib/messages";
import { useAddressForm } from "./use-address-form";

interface AddressFormProps {
  title: string;
  initial: AddressInput;
  busy: boolean;
  onSave: (input: AddressInput) => void;
  onCancel: () => void;
}

export function AddressForm({ title, initial, busy, onSave, onCancel }: AddressFormProps) {
  const t = useMessages();
  const { register, control, errors, fillFromPin, submit } = useAddressForm(initial, onSave);
  return (
    <form onSubmit={submit} className="mt-4 flex flex-col gap-3 rounded-xl bg-ivory p-4 ring-1 ring-line" noValidate>
      <h3 className="font-display text-xl font-semibold">{title}</h3>
      <TextField
        label={t("account.field.name")}
        registration={register("name")}
        autoComplete="name"
        error={errors.name?.message}
      />
      <Controller
        control={control}
        name="phone"
        render={({ field }) => (
          <PhoneInput
            label={t("account.personal.phone")}
            value={field.value}
            onChange={field.onChange}
            error={errors.phone?.message}
          />
        )}
      />
      <TextField
        label={t("account.field.address")}
        rows={2}
        registration={register("address")}
        autoComplete="street-address"
        error={errors.address?.message}
      />
      <div className="grid items-start gap-3 sm:grid-cols-3">
        <Controller
          control={control}
          name="pincode"
          render={({ field }) => <PincodeField value={field.value} onChange={field.onChange} onPlace={fillFromPin} />}
        />
        <TextField
          label={t("account.field.city")}
          registration={register("city")}
          autoComplete="address-level2"
          error={errors.city?.message}
        />
        <TextField
          label={t("account.field.state")}
          registration={register("state")}
          autoComplete="address-level1"
          error={errors.state?.message}
        />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register("is_default")} className="size-4 accent-peacock" />
        {t("account.addressForm.makeDefault")}
      </label>
      <div className="flex gap-3">
        <button type="submit" disabled={busy} className={primaryButton}>
          {t("account.addressForm.save")}
        </button>
        <button type="button" onClick={onCancel} className={secondaryButton}>
          {t("account.cancel")}
        </button>
      </div>
    </form>
  );
}
