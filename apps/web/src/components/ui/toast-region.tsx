// Where toasts appear: a polite live region, present from the first paint so a dialog opened later leaves it audible
// (Radix hides everything but the dialog and existing live regions from screen readers). Toasts sit just under the
// header (4rem): at the bottom they covered the button a shopper presses next (Proceed to WhatsApp, at the foot of
// the checkout dialog on a phone and at its bottom right on a desktop), and over the header they hid the cart badge
// an "Added to cart" is about. Centred on a phone, at the right on a wider screen, away from the page's heading.
import type { ReactNode } from "react";

export function ToastRegion({ children }: { children: ReactNode }) {
  return (
    <section
      aria-label="Notifications"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-16 z-[100] flex flex-col items-center gap-2 p-3 sm:items-end sm:p-4"
    >
      {children}
    </section>
  );
}
