// The three fields of the Personal Details form, rendered the same in Settings and in the profile-completion dialog:
// each form renders its own buttons below them. Their values and checks are the form's (use-profile-form.ts).
import { Controller } from "react-hook-form";
import { PhoneInput } from "../../components/ui/phone-input";
import { TextField } from "../../components/ui/text-field";
import type { ProfileForm } from "./use-profile-form";

export function PersonalDetailsFields({ form }: { form: ProfileForm }) {
  return (
    <>
      <TextField
        label="Full Name"
        registration={form.register("name")}
        autoComplete="name"
        error={form.errors.name?.message}
      />
      <TextField label="Email" type="email" registration={form.register("email")} autoComplete="email" />
      <Controller
        control={form.control}
        name="phone"
        render={({ field }) => (
          <PhoneInput label="Phone" value={field.value} onChange={field.onChange} error={form.errors.phone?.message} />
        )}
      />
    </>
  );
}
