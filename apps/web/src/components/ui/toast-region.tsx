// Where toasts appear: a polite live region, present from the first paint so a dialog opened later leaves it audible
// (Radix hides everything but the dialog and existing live regions from screen readers). Toasts sit at the top centre
// at every size: at the bottom they covered the button a shopper presses next (Proceed to WhatsApp, at the foot of
// the checkout dialog on a phone and at its bottom right on a desktop); at the top they cover only a heading.
import type { ReactNode } from "react";

export function ToastRegion({ children }: { children: ReactNode }) {
  return (
    <section
      aria-label="Notifications"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex flex-col items-center gap-2 p-3 sm:p-4"
    >
      {children}
    </section>
  );
}
