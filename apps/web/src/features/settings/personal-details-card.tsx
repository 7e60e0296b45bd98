// Settings' Personal Details card (docs/shop/storefront.md#settings): the shopper's details, or the profile form after
// Edit.

import { formatIndianMobile } from "@mayil/core/india/indian-mobile";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { primaryButton, secondaryButton } from "../../components/ui/button-styles";
import { useAuth } from "../../lib/auth/current-user";
import { contractMessage } from "../../lib/contract-messages";
import { useMessages } from "../../lib/messages";
import { toast } from "../../lib/toast-store";
import { PersonalDetailsFields } from "./personal-details-fields";
import { SettingsCard } from "./settings-card";
import { useSaveProfile } from "./use-profile-changes";
import { savedProfile, useProfileForm } from "./use-profile-form";

export function PersonalDetailsCard() {
  const t = useMessages();
  const { user } = useAuth();
  const save = useSaveProfile();
  const [editing, setEditing] = useState(false);
  const form = useProfileForm(savedProfile(user));
  if (!user) return null;
  const notProvided = (value: string | null | undefined) => (value?.trim() ? value : t("account.personal.notProvided"));
  /** Edit starts from what is saved now, not from what was typed before a Cancel. */
  const edit = () => {
    form.reset(savedProfile(user));
    setEditing(true);
  };
  const submit = form.submit(
    (details) => save.mutate(details, { onSuccess: () => setEditing(false) }),
    (message) =>
      toast({
        title: t("account.personal.invalidPhone"),
        description: contractMessage(t, message),
        variant: "destructive",
      }),
  );
  return (
    <SettingsCard
      title={t("account.personal.title")}
      action={
        !editing && (
          <button type="button" onClick={edit} className={`${secondaryButton} px-4 py-2`}>
            <Pencil className="size-4" aria-hidden />
            {t("account.personal.edit")}
          </button>
        )
      }
    >
      {editing ? (
        <form onSubmit={submit} className="mt-4 flex flex-col gap-4" noValidate>
          <PersonalDetailsFields form={form} />
          <div className="flex gap-3">
            <button type="submit" disabled={!form.complete || save.isPending} className={primaryButton}>
              {t("account.personal.save")}
            </button>
            <button type="button" onClick={() => setEditing(false)} className={secondaryButton}>
              {t("account.cancel")}
            </button>
          </div>
        </form>
      ) : (
        <dl className="mt-4 grid gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-muted">{t("account.personal.fullName")}</dt>
            <dd className="font-medium">{notProvided(user.name)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t("account.personal.email")}</dt>
            <dd className="font-medium break-all">{notProvided(user.email)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t("account.personal.phone")}</dt>
            <dd className="font-medium">
              {user.phone ? formatIndianMobile(user.phone) : t("account.personal.notProvided")}
            </dd>
          </div>
        </dl>
      )}
    </SettingsCard>
  );
}
