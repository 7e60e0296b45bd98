// The one sign-in dialog, opened by whatever asks (lib/sign-in-prompt.ts): the header's Login, a Login Required page,
// Add to Cart or a heart pressed signed out. Its code (Radix Dialog) is fetched on the first ask, not with the page,
// and stays mounted afterwards so it can close gracefully.
import { lazy, Suspense, useRef } from "react";
import type { PendingCartAdd } from "../../lib/auth/sign-in-return";
import { closeSignInPrompt, useSignInPrompt } from "../../lib/sign-in-prompt";

const LoginDialogContent = lazy(() => import("../../features/auth/login-dialog-content"));

export function SignInDialog() {
  const prompt = useSignInPrompt();
  const asked = useRef(false);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const lastReason = useRef<string | null>(null);
  const pendingAdd = useRef<PendingCartAdd | null>(null);
  if (prompt) {
    asked.current = true;
    returnFocusTo.current = prompt.returnFocusTo;
    lastReason.current = prompt.reason;
    pendingAdd.current = prompt.pendingAdd;
  }
  if (!asked.current) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialogContent
        open={prompt !== null}
        onOpenChange={(open) => !open && closeSignInPrompt()}
        returnFocusTo={returnFocusTo}
        reason={lastReason.current}
        pendingAdd={pendingAdd.current}
      />
    </Suspense>
  );
}
