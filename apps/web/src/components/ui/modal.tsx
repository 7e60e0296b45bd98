// The shop's centred modal (Radix Dialog: focus trapped, Escape closes, announced as a dialog): overlay, panel and
// an optional corner close button. Callers give the title, description and body.
import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { useMessages } from "../../lib/messages";

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to on closing (the button that opened it); Radix's own choice otherwise. */
  returnFocusTo?: React.RefObject<HTMLElement | null>;
  /** Width and padding of the panel, e.g. "w-[min(92vw,26rem)] p-8". */
  panelClassName: string;
  closeButton?: boolean;
  children: ReactNode;
}

export function Modal({ open, onOpenChange, returnFocusTo, panelClassName, closeButton = true, children }: ModalProps) {
  const t = useMessages();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-ink/50" />
        <Dialog.Content
          onCloseAutoFocus={
            returnFocusTo
              ? (event) => {
                  event.preventDefault();
                  returnFocusTo.current?.focus();
                }
              : undefined
          }
          className={`fixed top-1/2 left-1/2 z-50 max-h-[92dvh] -translate-x-1/2 -translate-y-1/2 animate-fade-in overflow-y-auto rounded-3xl bg-ivory shadow-2xl ${panelClassName}`}
        >
          {closeButton && (
            <Dialog.Close
              className="absolute top-4 right-4 rounded-full p-2 hover:bg-sand"
              aria-label={t("frame.close")}
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
