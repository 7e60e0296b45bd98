// Where a shopper was when she left for the sign-in page, so that cancelling it brings her back there, not to an
// "Authentication Error". Kept in this tab's sessionStorage: it only has to survive the round trip to Google.
const KEY = "mayil-sign-in-from";

export function rememberSignInStart() {
  try {
    sessionStorage.setItem(KEY, `${window.location.pathname}${window.location.search}`);
  } catch {
    // Storage refused (private mode): a cancelled sign-in then returns home.
  }
}

/** The page she left from (a path on this site only), once; home when unknown. */
export function takeSignInStart(): string {
  let from: string | null = null;
  try {
    from = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    // As above.
  }
  // Only a same-site path: never "//elsewhere.example" or "/auth/…" (which would loop).
  return from && /^\/(?!\/)/.test(from) && !from.startsWith("/auth/") ? from : "/";
}
