// Opens the profile-completion dialog 2 seconds after the home page loads, once per browser session, when the
// signed-in shopper lacks a name, email or phone (docs/shop/storefront.md#profile-completion-dialog). The dialog's code
// is fetched only then. Never for the owner (she is not shopping), and never over a menu or dialog the shopper has open
// (the account menu, the ☰ menu, search): it waits until she has closed it.
import { isProfileComplete } from "@mayil/core/shopping/checkout-check";
import { lazy, Suspense, useEffect, useState } from "react";
import { useAuth } from "../../lib/auth/current-user";

const ProfileCompletionDialog = lazy(() => import("./profile-completion-dialog"));

export const PROFILE_PROMPT_DELAY_MS = 2000;
const SHOWN_KEY = "profilePromptShown";
/** How often to look again while something else is open. */
const WAIT_MS = 500;

/**
 * A menu, list or dialog is open in front of the page: its button says expanded, a dialog is up, or a popover is
 * showing (the header's search and ☰ menu, which are in the page, closed, all the time).
 */
const somethingOpen = () =>
  document.querySelector('[aria-expanded="true"], [role="dialog"]:not([popover]), [role="alertdialog"]') !== null ||
  popoverShowing();

const popoverShowing = () => {
  try {
    return document.querySelector(":popover-open") !== null;
  } catch {
    return false; // a browser that knows no popovers
  }
};

export function ProfilePrompt() {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const incomplete = Boolean(user && user.role !== "owner" && !isProfileComplete(user));

  useEffect(() => {
    if (!incomplete || sessionStorage.getItem(SHOWN_KEY)) return;
    let timer = 0;
    const openWhenFree = () => {
      if (somethingOpen()) {
        timer = window.setTimeout(openWhenFree, WAIT_MS);
        return;
      }
      sessionStorage.setItem(SHOWN_KEY, "1");
      setOpen(true);
    };
    timer = window.setTimeout(openWhenFree, PROFILE_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [incomplete]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ProfileCompletionDialog onClose={() => setOpen(false)} />
    </Suspense>
  );
}
