// Asking before something the owner cannot take back with one tap (deleting a photo, removing a colour, archiving):
// what will happen, in words, and two plain buttons. The server's refusal, if any, shows inside the dialog.
import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { primaryButton, secondaryButton } from "../../../components/ui/button-styles";
import { Modal } from "../../../components/ui/modal";
import { FormProblem } from "../order-forms/form-field";

export const solidDangerButton =
  "inline-flex items-center justify-center gap-2 rounded-full bg-red-700 px-6 py-3 text-sm font-medium tracking-wide text-white shadow-sm transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60";

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red for what removes or hides; the shop's own colour for what puts back. */
  tone?: "danger" | "calm";
  busy: boolean;
  problem?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = "Cancel",
  tone = "danger",
  busy,
  problem = null,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal open onOpenChange={(open) => !open && onCancel()} panelClassName="w-[min(92vw,28rem)] p-6 sm:p-8">
      <Dialog.Title className="pr-8 font-display text-2xl font-semibold">{title}</Dialog.Title>
      <Dialog.Description asChild>
        <div className="mt-2 space-y-2 text-sm text-muted">{children}</div>
      </Dialog.Description>
      <div className="mt-4">
        <FormProblem message={problem} />
      </div>
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={secondaryButton}>
          {cancelLabel}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          className={tone === "danger" ? solidDangerButton : primaryButton}
        >
          {busy ? "Saving…" : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
