// The profile-completion dialog (docs/shop/storefront.md#profile-completion-dialog): step 1 basic info (name, email,
// phone); after a successful save, step 2 (0.5 s later) about the delivery address with Back, Add Address (to Settings)
// and Complete Setup. 'Skip for now' closes it. Its words are the `account` area's, loaded by profile-prompt.tsx before
// it opens.

import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { useNavigate } from "react-router";
import { primaryButton, secondaryButton } from "../../components/ui/button-styles";
import { Modal } from "../../components/ui/modal";
import { useAuth } from "../../lib/auth/current-user";
import { useMessages } from "../../lib/messages";
import { paths } from "../../lib/paths";
import { PersonalDetailsFields } from "./personal-details-fields";
import { useSaveProfile } from "./use-profile-changes";
import { savedProfile, useProfileForm } from "./use-profile-form";

export const STEP_DELAY_MS = 500;

export default function ProfileCompletionDialog({ onClose }: { onClose: () => void }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const t = useMessages();
  const save = useSaveProfile("account.profilePrompt.savedText");
  const [step, setStep] = useState<1 | 2>(1);
  const form = useProfileForm(savedProfile(user));
  const submit = form.submit((details) =>
    save.mutate(details, { onSuccess: () => window.setTimeout(() => setStep(2), STEP_DELAY_MS) }),
  );

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      panelClassName="w-[min(94vw,28rem)] p-6 sm:p-8"
      closeButton={false}
    >
      <p className="text-xs font-medium tracking-wide text-muted uppercase">
        {t("account.profilePrompt.step", { step })}
      </p>
      <Dialog.Title className="mt-1 font-display text-3xl font-semibold">
        {step === 1 ? t("account.profilePrompt.title") : t("account.profilePrompt.addressTitle")}
      </Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-muted">
        {step === 1 ? t("account.profilePrompt.text") : t("account.profilePrompt.addressText")}
      </Dialog.Description>
      {step === 1 ? (
        <form onSubmit={submit} className="mt-6 flex flex-col gap-4" noValidate>
          <PersonalDetailsFields form={form} />
          <button type="submit" disabled={!form.complete || save.isPending} className={primaryButton}>
            {t("account.profilePrompt.saveContinue")}
          </button>
        </form>
      ) : (
        <div className="mt-6 flex flex-col gap-3">
          <button
            type="button"
            onClick={() => {
              onClose();
              navigate(paths.settings.getHref());
            }}
            className={secondaryButton}
          >
            {t("account.profilePrompt.addAddress")}
          </button>
          <button type="button" onClick={onClose} className={primaryButton}>
            {t("account.profilePrompt.completeSetup")}
          </button>
          <button type="button" onClick={() => setStep(1)} className="text-sm text-muted hover:underline">
            {t("account.profilePrompt.back")}
          </button>
        </div>
      )}
      <Dialog.Close className="mt-4 w-full rounded-full px-6 py-3 text-sm text-muted hover:bg-sand">
        {t("account.profilePrompt.skip")}
      </Dialog.Close>
    </Modal>
  );
}
