// Settings' Personal Details card (docs/shop/storefront.md#settings): the shopper's details, or the profile form after
// Edit.

import { formatIndianMobile } from "@mayil/core/indian-mobile";
import { Pencil } from "lucide-react";
import { primaryButton, secondaryButton } from "../../components/ui/button-styles";
import { PhoneInput } from "../../components/ui/phone-input";
import { TextField } from "../../components/ui/text-field";
import { useAuth } from "../../lib/auth/current-user";
import { SettingsCard } from "./settings-card";
import { useProfileForm } from "./use-profile-form";

const notProvided = (value: string | null | undefined) => (value?.trim() ? value : "Not provided");

export function PersonalDetailsCard() {
  const { user } = useAuth();
  const form = useProfileForm(user);
  if (!user) return null;
  const { fields } = form;
  return (
    <SettingsCard
      title="Personal Details"
      action={
        !form.editing && (
          <button type="button" onClick={form.edit} className={`${secondaryButton} px-4 py-2`}>
            <Pencil className="size-4" aria-hidden />
            Edit
          </button>
        )
      }
    >
      {form.editing ? (
        <form onSubmit={form.submit} className="mt-4 flex flex-col gap-4" noValidate>
          <TextField
            label="Full Name"
            value={fields.name}
            onChange={form.setName}
            autoComplete="name"
            error={form.nameError ?? undefined}
          />
          <TextField label="Email" type="email" value={fields.email} onChange={form.setEmail} autoComplete="email" />
          <PhoneInput label="Phone" value={fields.phone} onChange={form.setPhone} error={form.phoneError} />
          <div className="flex gap-3">
            <button type="submit" disabled={!form.complete || form.saving} className={primaryButton}>
              Save Changes
            </button>
            <button type="button" onClick={form.cancel} className={secondaryButton}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <dl className="mt-4 grid gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-muted">Full Name</dt>
            <dd className="font-medium">{notProvided(user.name)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Email</dt>
            <dd className="font-medium break-all">{notProvided(user.email)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Phone</dt>
            <dd className="font-medium">{user.phone ? formatIndianMobile(user.phone) : "Not provided"}</dd>
          </div>
        </dl>
      )}
    </SettingsCard>
  );
}
