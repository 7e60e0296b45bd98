// Opens the profile-completion dialog 2 seconds after the home page loads, once per browser session, when the
// signed-in shopper lacks a name, email or phone (docs/shop/storefront.md#profile-completion-dialog). The dialog's code
// is fetched only then. Never for the owner (she is not shopping), and never over a menu or dialog the shopper has open
// (the account menu, the ☰ menu, search): it waits until she has closed it.
import { isProfileComplete } from "@mayil/core/shopping/checkout-check";
import { lazy, Suspense, useEffect, useState } from "react";
import { useAuth } from "../../lib/auth/current-user";
import { useLanguage } from "../../lib/language";
import { loadMessages } from "../../lib/messages";

const importDialog = () => import("./profile-completion-dialog");
const ProfileCompletionDialog = lazy(importDialog);

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
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const incomplete = Boolean(user && user.role !== "owner" && !isProfileComplete(user));

  useEffect(() => {
    if (!incomplete || sessionStorage.getItem(SHOWN_KEY)) return;
    let timer = 0;
    let current = true;
    const openWhenFree = () => {
      if (somethingOpen()) {
        timer = window.setTimeout(openWhenFree, WAIT_MS);
        return;
      }
      // Its words are the `account` area's (Settings' own fields and their checks), which the home page does not
      // load: fetched here with the dialog's code, before it opens, so it never shows an id or English in their
      // place. In `frame` they would come with every page (frame.json is part of the home page's JavaScript before
      // it is live) for the few shoppers who ever see the dialog, once.
      Promise.all([loadMessages(language, ["account"]), importDialog()])
        .then(() => {
          if (!current) return;
          sessionStorage.setItem(SHOWN_KEY, "1");
          setOpen(true);
        })
        // A flaky connection: no dialog this time; the next home page tries again.
        .catch(() => {});
    };
    timer = window.setTimeout(openWhenFree, PROFILE_PROMPT_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [incomplete, language]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ProfileCompletionDialog onClose={() => setOpen(false)} />
    </Suspense>
  );
}
