// The Personal Details form's state (docs/shop/rules.md#profile-and-addresses): view or edit, its fields, the phone
// check, the save.
import type { User } from "@mayil/core/account-schemas";
import { checkIndianMobile, formatIndianMobile } from "@mayil/core/indian-mobile";
import { hiddenCharacterMessage, isTypedText } from "@mayil/core/single-line-text";
import { useState } from "react";
import { toast } from "../../lib/toast-store";
import { useSaveProfile } from "./use-profile-changes";

export function useProfileForm(user: User | null) {
  const save = useSaveProfile();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState("");
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);

  /** Edit starts from what is saved now, not from what was typed before a Cancel. */
  function edit() {
    setName(user?.name ?? "");
    setEmail(user?.email ?? "");
    setPhone(user?.phone ? formatIndianMobile(user.phone) : "");
    setPhoneError(null);
    setNameError(null);
    setEditing(true);
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    // The name goes into the shop's messages to her: a character nobody types is said under the field, as the server says it.
    const typed = isTypedText(name);
    setNameError(typed ? null : hiddenCharacterMessage("Name"));
    if (!typed) return;
    const checked = checkIndianMobile(phone);
    if (!checked.ok) {
      setPhoneError(checked.message);
      toast({ title: "Invalid phone number", description: checked.message, variant: "destructive" });
      return;
    }
    setPhoneError(null);
    save.mutate(
      { name: name.trim(), email: email.trim(), phone: checked.e164 },
      { onSuccess: () => setEditing(false) },
    );
  }

  return {
    editing,
    fields: { name, email, phone },
    setName,
    setEmail,
    setPhone,
    phoneError,
    nameError,
    complete: Boolean(name.trim() && email.trim() && phone.trim()),
    saving: save.isPending,
    edit,
    cancel: () => setEditing(false),
    submit,
  };
}
