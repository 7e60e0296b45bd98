// Where a shopper was when she left for the sign-in page, and the Add to Cart she pressed signed out, so that signing
// in brings her back to that page with the piece in her cart (and cancelling brings her back without it). Kept in
// this tab's sessionStorage: it only has to survive the round trip to Google.
const FROM_KEY = "mayil-sign-in-from";
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
  let from: string | null = null;
  try {
    from = sessionStorage.getItem(FROM_KEY);
    sessionStorage.removeItem(FROM_KEY);
  } catch {
    // As above.
  }
  // Only a same-site path: never "//elsewhere.example" or "/auth/…" (which would loop).
  return from && /^\/(?!\/)/.test(from) && !from.startsWith("/auth/") ? from : "/";
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
