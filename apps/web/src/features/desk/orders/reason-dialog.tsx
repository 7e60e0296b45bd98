// The desk's "are you sure, and why?" dialog: for undoing a sale (cancel, return), stepping an order back, or voiding
// a payment. The reason goes on the order's timeline; where it is required, the confirm button waits for one.
import * as Dialog from "@radix-ui/react-dialog";
import { useId, useState } from "react";
import { primaryButton, secondaryButton, solidDangerButton } from "../../../components/ui/button-styles";
import { Modal } from "../../../components/ui/modal";
import { fieldLabelStyle, fieldStyle } from "../../../components/ui/text-field";
import { useDeskMessages } from "../../../lib/desk/desk-messages";

export interface ReasonDialogProps {
  title: string;
  description: string;
  label: string;
  placeholder: string;
  /** What the confirm button says, e.g. "Void payment". */
  confirm: string;
  /** What the button that keeps things as they are says, e.g. "Keep the order". */
  keep: string;
  required: boolean;
  maxLength: number;
  danger?: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

export function ReasonDialog(props: ReasonDialogProps) {
  const t = useDeskMessages();
  const ids = useId();
  const [reason, setReason] = useState("");
  const missing = props.required && reason.trim() === "";
  return (
    <Modal open onOpenChange={(open) => !open && props.onCancel()} panelClassName="w-[min(92vw,28rem)] p-6 sm:p-8">
      <Dialog.Title className="pr-8 font-display text-2xl font-semibold">{props.title}</Dialog.Title>
      <Dialog.Description className="mt-2 text-sm text-muted">{props.description}</Dialog.Description>
      <form
        className="mt-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (!missing) props.onConfirm(reason.trim());
        }}
      >
        <label htmlFor={`${ids}-reason`} className={fieldLabelStyle}>
          {props.label}
        </label>
        <textarea
          id={`${ids}-reason`}
          rows={3}
          maxLength={props.maxLength}
          required={props.required}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          placeholder={props.placeholder}
          className={fieldStyle}
        />
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" onClick={props.onCancel} className={secondaryButton}>
            {props.keep}
          </button>
          <button
            type="submit"
            disabled={props.busy || missing}
            className={props.danger ? solidDangerButton : primaryButton}
          >
            {props.busy ? t("desk.order.saving") : props.confirm}
          </button>
        </div>
      </form>
    </Modal>
  );
}
