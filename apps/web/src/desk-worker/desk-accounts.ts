// Keeps one account's kept desk reads apart from another's on the same device (decision 054): each is stored under
// its address and the account that read it, so a read by anyone else never finds it.

/**
 * Whose read this is: the subject of the bearer token (a JWT the shop signed). Only to keep one account's copies
 * apart from another's on the same device; the token is not checked here, the shop checks it on every read.
 */
export function accountOf(request: Request): string | null {
  const token = request.headers.get("authorization")?.match(/^Bearer (.+)$/)?.[1];
  const payload = token?.split(".")[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as { sub?: unknown };
    return typeof claims.sub === "string" && claims.sub ? claims.sub : null;
  } catch {
    return null;
  }
}

/** The kept copy's key: the address and the account, so one account's copies never serve another's reads. */
export function keptKeyOf(request: Request): string {
  const account = accountOf(request) ?? "none";
  const url = new URL(request.url);
  url.searchParams.set("mayil-account", account);
  return url.href;
}
