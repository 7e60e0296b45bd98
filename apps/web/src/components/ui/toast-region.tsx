// Where toasts appear: a polite live region, present from the first paint so a dialog opened later leaves it audible
// (Radix hides everything but the dialog and existing live regions from screen readers).
//
// In the shop, toasts sit just under the header (4rem): at the bottom they covered the button a shopper presses next
// (Proceed to WhatsApp), and over the header they hid the cart badge an "Added to cart" is about. Centred on a phone,
// at the right on a wider screen. While a dialog with buttons kept at its foot is open (checkout), they sit just above
// that foot instead: under the header they covered the dialog's title, which is near the top of the screen on a phone.
//
// On the owner's desk (decision 070) the page's heading is right under its slim top bar, so a toast there covered
// it: they sit at the foot instead, just above the phone's bar (4rem and the safe area), and at the bottom right of a
// wide screen, where the desk has no bar.
import { type ReactNode, useLayoutEffect, useRef } from "react";
import { useMessages } from "../../lib/messages";

/** Marks a dialog's foot of buttons, kept in view at its bottom: toasts sit just above it while the dialog is open. */
const DIALOG_FOOT = "data-dialog-foot";

export function ToastRegion({ children, desk = false }: { children: ReactNode; desk?: boolean }) {
  const t = useMessages();
  const region = useRef<HTMLElement>(null);
  // Measured whenever the toasts change (the layout renders this again then): a dialog is open or not at that moment.
  useLayoutEffect(() => {
    const element = region.current;
    if (!element || desk) return;
    const foot = document.querySelector(`[role="dialog"] [${DIALOG_FOOT}]`);
    if (!foot) {
      element.style.removeProperty("bottom");
      element.style.removeProperty("top");
      return;
    }
    const dialogFoot = foot.getBoundingClientRect();
    element.style.top = "auto";
    element.style.bottom = `${Math.max(0, window.innerHeight - dialogFoot.top)}px`;
  });
  return (
    <section
      ref={region}
      aria-label={t("frame.notifications")}
      aria-live="polite"
      data-testid="toast-region"
      className={`pointer-events-none fixed inset-x-0 z-[100] flex flex-col items-center gap-2 p-3 sm:items-end sm:p-4 ${
        desk ? "bottom-[calc(4rem+env(safe-area-inset-bottom))] flex-col-reverse lg:bottom-0" : "top-16"
      }`}
    >
      {children}
    </section>
  );
}
