// The foot of a desk dialog that holds a form (a colour, a stock adjustment, an order's edit): Cancel closes the
// dialog and keeps things as they were; the submit button names what it saves and, while the change is on its way,
// says so and waits, so a second tap does not send it twice. On a phone the two stack, the save on top.
import * as Dialog from "@radix-ui/react-dialog";
import { useDeskMessages } from "../../lib/desk/desk-messages";
import { primaryButton, secondaryButton } from "../ui/button-styles";

interface DialogActionsProps {
  submitLabel: string;
  busy: boolean;
  /** A dialog's own words for these two; else the desk's, in her desk's language. */
  cancelLabel?: string;
  busyLabel?: string;
}

export function DialogActions({ submitLabel, busy, cancelLabel, busyLabel }: DialogActionsProps) {
  const t = useDeskMessages();
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Dialog.Close type="button" className={secondaryButton}>
        {cancelLabel ?? t("desk.dialog.cancel")}
      </Dialog.Close>
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? (busyLabel ?? t("desk.dialog.saving")) : submitLabel}
      </button>
    </div>
  );
}
