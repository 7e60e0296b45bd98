// "Sign in first" as the sign-in dialog itself, not an error: an Add to Cart, a heart or a Login button anywhere in
// the shop asks for it here, with the reason in words (the spec's 'Please login to add items to cart'), and the
// layout shows the one dialog. Focus goes back to whatever asked when it closes.
import { useSyncExternalStore } from "react";
import type { PendingCartAdd } from "./auth/sign-in-return";
import type { MessageId } from "./messages";

export interface SignInPrompt {
  /** Shown under the welcome, in the page's language: why signing in is needed now; none for a plain Login button. */
  reason: MessageId | null;
  /** What had focus when the dialog was asked for. */
  returnFocusTo: HTMLElement | null;
  /** The Add to Cart that asked: carried out once she has signed in. */
  pendingAdd: PendingCartAdd | null;
}

let prompt: SignInPrompt | null = null;
const listeners = new Set<() => void>();

function publish(next: SignInPrompt | null) {
  prompt = next;
  for (const listener of listeners) listener();
}

export function askToSignIn(reason: MessageId | null = null, pendingAdd: PendingCartAdd | null = null) {
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  publish({ reason, returnFocusTo: focused, pendingAdd });
}

export function closeSignInPrompt() {
  publish(null);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The prompt being shown, or null. */
export const useSignInPrompt = () =>
  useSyncExternalStore(
    subscribe,
    () => prompt,
    () => null,
  );
