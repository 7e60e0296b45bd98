// The Personal Details form (docs/shop/rules.md#profile-and-addresses), in Settings and in the profile-completion
// dialog alike: its fields, the checks made on Save (a character nobody types in the name, then the phone), and
// whether it may go.
import type { User } from "@mayil/core/account/account-schemas";
import { checkIndianMobile, formatIndianMobile } from "@mayil/core/india/indian-mobile";
import { hiddenCharacterMessage, isTypedText } from "@mayil/core/text/single-line-text";
import { type FieldErrors, type Resolver, useForm, useWatch } from "react-hook-form";

export interface ProfileValues {
  name: string;
  email: string;
  phone: string;
}

/** What is saved now, the phone the way it is read aloud. */
export const savedProfile = (user: User | null): ProfileValues => ({
  name: user?.name ?? "",
  email: user?.email ?? "",
  phone: user?.phone ? formatIndianMobile(user.phone) : "",
});

/**
 * The name goes into the shop's messages to her: a character nobody types is said under the field, as the server
 * says it, and nothing else is checked until it is gone. Then the phone. A message stays until the next Save.
 */
const profileProblems: Resolver<ProfileValues> = (values) => {
  const errors: FieldErrors<ProfileValues> = {};
  const checked = checkIndianMobile(values.phone);
  if (!isTypedText(values.name)) errors.name = { type: "typed", message: hiddenCharacterMessage("Name") };
  else if (!checked.ok) errors.phone = { type: "phone", message: checked.message };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

export function useProfileForm(initial: ProfileValues) {
  const form = useForm<ProfileValues>({
    defaultValues: initial,
    resolver: profileProblems,
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const [name, email, phone] = useWatch({ control: form.control, name: ["name", "email", "phone"] });

  /** Save: the details as the server takes them (trimmed, the phone in E.164), or the phone's problem. */
  const submit = (save: (details: ProfileValues) => void, phoneProblem: (message: string) => void = () => undefined) =>
    form.handleSubmit(
      (values) => {
        const checked = checkIndianMobile(values.phone);
        if (checked.ok) save({ name: values.name.trim(), email: values.email.trim(), phone: checked.e164 });
      },
      (errors) => errors.phone?.message && phoneProblem(errors.phone.message),
    );

  return {
    register: form.register,
    control: form.control,
    errors: form.formState.errors,
    /** Every field filled in: Save waits for it. */
    complete: Boolean(name.trim() && email.trim() && phone.trim()),
    /** Starts again from `values` (what is saved now), its messages gone. */
    reset: form.reset,
    submit,
  };
}

export type ProfileForm = ReturnType<typeof useProfileForm>;
