// Asking before something that cannot be taken back with one tap (the owner deleting a photo or archiving a piece, a
// shopper clearing her cart): what will happen, in words, and two plain buttons. A refusal, if any, shows inside.
import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { useMessages } from "../../lib/messages";
import { primaryButton, secondaryButton, solidDangerButton } from "./button-styles";
import { Modal } from "./modal";

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red for what removes or hides; the shop's own colour for what puts back. */
  tone?: "danger" | "calm";
  /** Shown on the confirm button while the change is on its way. */
  busyLabel?: string;
  busy: boolean;
  problem?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  tone = "danger",
  busyLabel,
  busy,
  problem = null,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useMessages();
  return (
    <Modal open onOpenChange={(open) => !open && onCancel()} panelClassName="w-[min(92vw,28rem)] p-6 sm:p-8">
      <Dialog.Title className="pr-8 font-display text-2xl font-semibold">{title}</Dialog.Title>
      <Dialog.Description asChild>
        <div className="mt-2 space-y-2 text-sm text-muted">{children}</div>
      </Dialog.Description>
      <div
        role="alert"
        className={problem ? "mt-4 rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200" : "mt-4"}
      >
        {problem}
      </div>
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={secondaryButton}>
          {cancelLabel ?? t("frame.cancel")}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          className={tone === "danger" ? solidDangerButton : primaryButton}
        >
          {busy ? (busyLabel ?? t("frame.saving")) : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
