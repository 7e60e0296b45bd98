// Where a shopper was when she left for the sign-in page, and the Add to Cart she pressed signed out, so that signing
// in brings her back to that page with the piece in her cart (and cancelling brings her back without it). Kept in
// this tab's sessionStorage: it only has to survive the round trip to Google.
import { RETURN_PARAM, sameSiteReturnPath } from "@mayil/core/account/sign-in-return";
import { type Language, languageOfPath } from "@mayil/core/languages/languages";

const FROM_KEY = "mayil-sign-in-from";
const CANCELLED_KEY = "mayil-sign-in-cancelled";
const ADD_KEY = "mayil-sign-in-add";
/** A pending add older than this is from an abandoned sign-in, not the one just finished. */
const ADD_KEPT_MS = 15 * 60_000;

/** The Add to Cart a signed-out shopper pressed: carried out once, after she signs in. */
export interface PendingCartAdd {
  productId: number;
  variantId: number | null;
  quantity: number;
}

export function rememberSignInStart(pendingAdd: PendingCartAdd | null = null) {
  try {
    sessionStorage.setItem(FROM_KEY, `${window.location.pathname}${window.location.search}`);
    // A sign-in from the Login button forgets an add from an earlier sign-in that never finished.
    if (pendingAdd) sessionStorage.setItem(ADD_KEY, JSON.stringify({ ...pendingAdd, at: Date.now() }));
    else sessionStorage.removeItem(ADD_KEY);
  } catch {
    // Storage refused (private mode): sign-in then returns home, and the add is not repeated.
  }
}

/** The page she left from (a path on this site only), once; home when unknown. */
export function takeSignInStart(): string {
  const from = peekSignInStart();
  try {
    sessionStorage.removeItem(FROM_KEY);
  } catch {
    // As above.
  }
  return from;
}

/** The page she left from, kept for the callback to take; home when unknown. */
function peekSignInStart(): string {
  let from: string | null = null;
  try {
    from = sessionStorage.getItem(FROM_KEY);
  } catch {
    // As above.
  }
  // Only a same-site path: never "//elsewhere.example" or "/auth/…" (which would loop).
  return from && /^\/(?!\/)/.test(from) && !from.startsWith("/auth/") ? from : "/";
}

/**
 * The language the sign-in's own pages speak (/auth/callback and /auth/error have no prefix): that of the page she
 * returns to, named in the address (`?return=`, a sign-in from the sign-in page) or remembered by this tab (one from
 * the sign-in dialog); English when neither is known.
 */
export function signInReturnLanguage(search: string): Language {
  const named = sameSiteReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
  return languageOfPath(named ?? peekSignInStart()).language;
}

/**
 * A cancelled sign-in whose page is in another language than the callback's is a full load away: its toast is kept
 * for that page to show (app/root-layout.tsx), once.
 */
export function rememberCancelledSignIn() {
  try {
    sessionStorage.setItem(CANCELLED_KEY, "1");
  } catch {
    // Storage refused: she is back on her page without the word.
  }
}

export function takeCancelledSignIn(): boolean {
  try {
    const cancelled = sessionStorage.getItem(CANCELLED_KEY) !== null;
    sessionStorage.removeItem(CANCELLED_KEY);
    return cancelled;
  } catch {
    return false;
  }
}

/** The Add to Cart waiting for this sign-in, once: a second call (a reload, another tab's render) gets null. */
export function takePendingCartAdd(): PendingCartAdd | null {
  try {
    const text = sessionStorage.getItem(ADD_KEY);
    sessionStorage.removeItem(ADD_KEY);
    if (!text) return null;
    const { productId, variantId, quantity, at } = JSON.parse(text) as Record<string, unknown>;
    if (typeof at !== "number" || Date.now() - at > ADD_KEPT_MS) return null;
    if (typeof productId !== "number" || typeof quantity !== "number") return null;
    return { productId, variantId: typeof variantId === "number" ? variantId : null, quantity };
  } catch {
    return null;
  }
}
