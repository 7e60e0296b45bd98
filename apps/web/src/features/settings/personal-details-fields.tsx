// The three fields of the Personal Details form, rendered the same in Settings and in the profile-completion dialog:
// each form renders its own buttons below them. Their values and checks are the form's (use-profile-form.ts).
import { Controller } from "react-hook-form";
import { PhoneInput } from "../../components/ui/phone-input";
import { TextField } from "../../components/ui/text-field";
import { contractMessage } from "../../lib/contract-messages";
import { useMessages } from "../../lib/messages";
import type { ProfileForm } from "./use-profile-form";

export function PersonalDetailsFields({ form }: { form: ProfileForm }) {
  const t = useMessages();
  // The checks' messages are the contract's English (use-profile-form.ts): said through the catalogue's.
  const problem = (message: string | undefined) => message && contractMessage(t, message);
  return (
    <>
      <TextField
        label={t("account.personal.fullName")}
        registration={form.register("name")}
        autoComplete="name"
        error={problem(form.errors.name?.message)}
      />
      <TextField
        label={t("account.personal.email")}
        type="email"
        registration={form.register("email")}
        autoComplete="email"
      />
      <Controller
        control={form.control}
        name="phone"
        render={({ field }) => (
          <PhoneInput
            label={t("account.personal.phone")}
            value={field.value}
            onChange={field.onChange}
            error={problem(form.errors.phone?.message)}
          />
        )}
      />
    </>
  );
}
