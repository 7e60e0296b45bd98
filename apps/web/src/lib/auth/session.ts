// The page's one shopper session and whether it is signed in, as a store React can subscribe to (this tab's sign-in
// and sign-out, and another tab's, seen through the storage event).
import { SIGNED_IN_ATTRIBUTE } from "@mayil/core/account/signed-in-mark";
import { useSyncExternalStore } from "react";
import { DESK_READS_CACHE } from "../../desk-worker/names";
import { AUTH_TOKEN_KEY, REFRESH_TOKEN_KEY, ShopperSession } from "./shopper-session";

const listeners = new Set<() => void>();
const notify = () => {
  // The page's signed-in mark (@mayil/core/signed-in-mark) follows her signing in and out, here or in another tab.
  if (typeof document !== "undefined")
    document.documentElement.toggleAttribute(SIGNED_IN_ATTRIBUTE, shopperSession.hasTokens);
  for (const listener of listeners) listener();
};

const browserLock =
  typeof navigator !== "undefined" && navigator.locks
    ? {
        request: <T>(name: string, task: () => Promise<T>) => navigator.locks.request(name, task) as Promise<T>,
      }
    : undefined;

/** Where nothing is kept: the server's render of a page, where nobody is signed in. */
const noStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
const inBrowser = typeof window !== "undefined";

/**
 * Signed out: the desk's service worker's kept reads go too (decision 054), whichever page she signed out on, so
 * nothing of the owner's is left on the device for the next person to sign in.
 */
function signedOut() {
  if (typeof caches !== "undefined") caches.delete(DESK_READS_CACHE).catch(() => {});
  notify();
}

export const shopperSession = new ShopperSession(inBrowser ? window.localStorage : noStorage, {
  lock: browserLock,
  onSignedOut: signedOut,
});

/** Called after tokens were stored (the login code was exchanged). */
export const sessionChanged = notify;

if (inBrowser) {
  window.addEventListener("storage", (event) => {
    if (event.key === null || event.key === AUTH_TOKEN_KEY || event.key === REFRESH_TOKEN_KEY) notify();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * True while both tokens are kept (the user is then fetched to complete "authenticated"). Always false in the
 * server-rendered page and while it hydrates, so the HTML matches; the shopper's own parts (cart count, wishlist
 * hearts) fill in on the render right after.
 */
export const useHasTokens = () =>
  useSyncExternalStore(
    subscribe,
    () => shopperSession.hasTokens,
    () => false,
  );
