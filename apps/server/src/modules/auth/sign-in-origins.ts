// Which addresses a sign-in may begin and end on (decision 030): the shop's public address, and, when the development
// provider stands in for Google on a public address of this machine (localhost), the same port under this machine's
// other names for itself (127.0.0.1, [::1]). A shopper who opened the shop at 127.0.0.1 then signs in and stays
// there, instead of being sent to localhost with her session. Nothing else is ever a place to send her: the list is
// fixed at start-up, so no Host header can make sign-in redirect elsewhere.

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

/** The public address first, then the other names of this machine when the development provider is on. */
export function signInOrigins(publicUrl: string, developmentProvider: boolean): string[] {
  const shop = new URL(publicUrl);
  if (!developmentProvider || !LOOPBACK_NAMES.includes(shop.hostname)) return [publicUrl];
  const port = shop.port ? `:${shop.port}` : "";
  const others = LOOPBACK_NAMES.filter((name) => name !== shop.hostname).map(
    (name) => `${shop.protocol}//${name}${port}`,
  );
  return [publicUrl, ...others];
}

/** The allowed origin a request came to (by its host name and port), or undefined. */
export function originOf(origins: readonly string[], host: string): string | undefined {
  return origins.find((origin) => new URL(origin).host === host);
}
