// The foot of a desk dialog that holds a form (a colour, a stock adjustment, an order's edit): Cancel closes the
// dialog and keeps things as they were; the submit button names what it saves and, while the change is on its way,
// says so and waits, so a second tap does not send it twice. On a phone the two stack, the save on top.
import * as Dialog from "@radix-ui/react-dialog";
import { primaryButton, secondaryButton } from "../ui/button-styles";

interface DialogActionsProps {
  submitLabel: string;
  busy: boolean;
  /** In the desk's language where the dialog's words are translated; English otherwise. */
  cancelLabel?: string;
  busyLabel?: string;
}

export function DialogActions({
  submitLabel,
  busy,
  cancelLabel = "Cancel",
  busyLabel = "Saving…",
}: DialogActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Dialog.Close type="button" className={secondaryButton}>
        {cancelLabel}
      </Dialog.Close>
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  );
}
