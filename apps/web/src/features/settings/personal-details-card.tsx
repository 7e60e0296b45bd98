// Settings' Personal Details card (docs/shop/storefront.md#settings): the shopper's details, or the profile form after
// Edit.

import { formatIndianMobile } from "@mayil/core/india/indian-mobile";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { primaryButton, secondaryButton } from "../../components/ui/button-styles";
import { useAuth } from "../../lib/auth/current-user";
import { toast } from "../../lib/toast-store";
import { PersonalDetailsFields } from "./personal-details-fields";
import { SettingsCard } from "./settings-card";
import { useSaveProfile } from "./use-profile-changes";
import { savedProfile, useProfileForm } from "./use-profile-form";

const notProvided = (value: string | null | undefined) => (value?.trim() ? value : "Not provided");

export function PersonalDetailsCard() {
  const { user } = useAuth();
  const save = useSaveProfile();
  const [editing, setEditing] = useState(false);
  const form = useProfileForm(savedProfile(user));
  if (!user) return null;
  /** Edit starts from what is saved now, not from what was typed before a Cancel. */
  const edit = () => {
    form.reset(savedProfile(user));
    setEditing(true);
  };
  const submit = form.submit(
    (details) => save.mutate(details, { onSuccess: () => setEditing(false) }),
    (message) => toast({ title: "Invalid phone number", description: message, variant: "destructive" }),
  );
  return (
    <SettingsCard
      title="Personal Details"
      action={
        !editing && (
          <button type="button" onClick={edit} className={`${secondaryButton} px-4 py-2`}>
            <Pencil className="size-4" aria-hidden />
            Edit
          </button>
        )
      }
    >
      {editing ? (
        <form onSubmit={submit} className="mt-4 flex flex-col gap-4" noValidate>
          <PersonalDetailsFields form={form} />
          <div className="flex gap-3">
            <button type="submit" disabled={!form.complete || save.isPending} className={primaryButton}>
              Save Changes
            </button>
            <button type="button" onClick={() => setEditing(false)} className={secondaryButton}>
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
