// Opens the profile-completion dialog 2 seconds after the home page loads, once per browser session, when the
// signed-in shopper lacks a name, email or phone (spec section 4, Profile dialog). The dialog's code is fetched only
// then.
import { isProfileComplete } from "@mayil/core/checkout-check";
import { lazy, Suspense, useEffect, useState } from "react";
import { useAuth } from "../../lib/auth/current-user";

const ProfileCompletionDialog = lazy(() => import("./profile-completion-dialog"));

export const PROFILE_PROMPT_DELAY_MS = 2000;
const SHOWN_KEY = "profilePromptShown";

export function ProfilePrompt() {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const incomplete = Boolean(user && !isProfileComplete(user));

  useEffect(() => {
    if (!incomplete || sessionStorage.getItem(SHOWN_KEY)) return;
    const timer = window.setTimeout(() => {
      sessionStorage.setItem(SHOWN_KEY, "1");
      setOpen(true);
    }, PROFILE_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [incomplete]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ProfileCompletionDialog onClose={() => setOpen(false)} />
    </Suspense>
  );
}
