// The one sign-in dialog, opened by whatever asks (lib/sign-in-prompt.ts): the header's Login, a Login Required page,
// Add to Cart or a heart pressed signed out. Its code (Radix Dialog) is fetched on the first ask, not with the page,
// and stays mounted afterwards so it can close gracefully.
//
// Not React.lazy: a lazy part shows no sooner than 300 ms after its fallback (React's Suspense throttle), so a Login
// tapped before the page was live opened its dialog 400-500 ms after the page came alive on a slow phone. Here the
// dialog appears the moment its code has arrived, and main.tsx asks for that code as soon as the app starts when the
// tap keeper holds a tap, so it is usually there by the time the page is live (decision 034).
import { useEffect, useRef, useState } from "react";
import type { PendingCartAdd } from "../../lib/auth/sign-in-return";
import { type MessageId, useMessages } from "../../lib/messages";
import { closeSignInPrompt, useSignInPrompt } from "../../lib/sign-in-prompt";
import { toast } from "../../lib/toast-store";

type LoginDialogModule = typeof import("../../features/auth/login-dialog-content");
let loading: Promise<LoginDialogModule> | null = null;
let loaded: LoginDialogModule | null = null;

/** Asks for the dialog's code (once); resolves with it. Safe to call early, before anyone asks to sign in. */
export function loadSignInDialog(): Promise<LoginDialogModule> {
  loading ??= import("../../features/auth/login-dialog-content").then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = null; // a failed fetch (the phone lost its signal) is tried again on the next ask
      throw error;
    },
  );
  return loading;
}

export function SignInDialog() {
  const prompt = useSignInPrompt();
  const t = useMessages();
  // Nothing until first asked, even when the code came early: the server drew no dialog, so hydration expects none.
  const [dialog, setDialog] = useState<LoginDialogModule | null>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const lastReason = useRef<MessageId | null>(null);
  const pendingAdd = useRef<PendingCartAdd | null>(null);
  if (prompt) {
    returnFocusTo.current = prompt.returnFocusTo;
    lastReason.current = prompt.reason;
    pendingAdd.current = prompt.pendingAdd;
  }
  const asked = prompt !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: t is the page's language's, the same all the page long
  useEffect(() => {
    if (!asked || dialog) return;
    if (loaded) {
      setDialog(loaded);
      return;
    }
    let current = true;
    loadSignInDialog().then(
      (module) => current && setDialog(module),
      () => {
        if (!current) return;
        closeSignInPrompt(); // so Login can be tapped again
        toast({ title: t("frame.unreachable.title"), description: t("frame.unreachable.tapLogin") });
      },
    );
    return () => {
      current = false;
    };
  }, [asked, dialog]);
  if (!dialog) return null;
  const { default: LoginDialogContent } = dialog;
  return (
    <LoginDialogContent
      open={prompt !== null}
      onOpenChange={(open) => !open && closeSignInPrompt()}
      returnFocusTo={returnFocusTo}
      reason={lastReason.current}
      pendingAdd={pendingAdd.current}
    />
  );
}
