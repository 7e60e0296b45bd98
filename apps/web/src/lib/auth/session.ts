// The page's one shopper session and whether it is signed in, as a store React can subscribe to (this tab's sign-in
// and sign-out, and another tab's, seen through the storage event).
import { useSyncExternalStore } from "react";
import { AUTH_TOKEN_KEY, REFRESH_TOKEN_KEY, ShopperSession } from "./shopper-session";

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

const browserLock =
  typeof navigator !== "undefined" && navigator.locks
    ? {
        request: <T>(name: string, task: () => Promise<T>) => navigator.locks.request(name, task) as Promise<T>,
      }
    : undefined;

export const shopperSession = new ShopperSession(window.localStorage, { lock: browserLock, onSignedOut: notify });

/** Called after tokens were stored (the login code was exchanged). */
export const sessionChanged = notify;

window.addEventListener("storage", (event) => {
  if (event.key === null || event.key === AUTH_TOKEN_KEY || event.key === REFRESH_TOKEN_KEY) notify();
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while both tokens are kept (the user is then fetched to complete "authenticated"). */
export const useHasTokens = () => useSyncExternalStore(subscribe, () => shopperSession.hasTokens);
