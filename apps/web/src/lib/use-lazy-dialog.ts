// A dialog whose code is fetched on the first press of its button, not with the page: the button's props and the
// dialog's state, with focus handed back to the button when the dialog closes.
import { useRef, useState } from "react";

export function useLazyDialog() {
  const [open, setOpen] = useState(false);
  // Becomes true on the first press and stays so: the dialog stays mounted afterwards and can animate out.
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return {
    wanted,
    dialog: { open, onOpenChange: setOpen, returnFocusTo: button },
    button: {
      ref: button,
      type: "button" as const,
      "aria-haspopup": "dialog" as const,
      "aria-expanded": open,
      onClick: () => {
        setWanted(true);
        setOpen(true);
      },
    },
  };
}
