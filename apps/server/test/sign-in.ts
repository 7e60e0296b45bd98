// Signs a shopper in the way a browser does (used by the API tests and the checkout benchmark): through /api/auth/google, the development provider's sign-in page and
// the callback, following every redirect with a cookie jar, then exchanging the login code for tokens.
import type { SessionTokens } from "@mayil/core/account/account-schemas";
import { CookieJar } from "tough-cookie";

export interface Browser {
  jar: CookieJar;
  /** One request with the jar's cookies; redirects are returned, not followed. */
  request(url: string, init?: RequestInit): Promise<Response>;
  /** Follows redirects until a page that is not a redirect, or until `stopAt` matches; returns the last response. */
  follow(url: string, stopAt?: (url: URL) => boolean): Promise<{ response: Response; url: URL }>;
}

export function newBrowser(): Browser {
  const jar = new CookieJar();
  const browser: Browser = {
    jar,
    async request(url, init = {}) {
      const headers = new Headers(init.headers);
      const cookie = await jar.getCookieString(url);
      if (cookie) headers.set("cookie", cookie);
      const response = await fetch(url, { ...init, headers, redirect: "manual" });
      for (const setCookie of response.headers.getSetCookie()) await jar.setCookie(setCookie, url);
      return response;
    },
    async follow(start, stopAt = () => false) {
      let url = new URL(start);
      for (let hops = 0; hops < 20; hops++) {
        if (stopAt(url)) return { response: new Response(null), url };
        const response = await browser.request(url.href);
        const location = response.headers.get("location");
        if (response.status < 300 || response.status >= 400 || !location) return { response, url };
        await response.body?.cancel();
        url = new URL(location, url);
      }
      throw new Error(`too many redirects from ${start}`);
    },
  };
  return browser;
}

const isWebAppCallback = (url: URL) => url.pathname === "/auth/callback";

/**
 * Goes from "Sign in with Google" to the development provider's sign-in page; returns the form's address. `query`
 * is the start's own (e.g. "?return=/about", as the storefront's sign-in page sends it).
 */
export async function openSignInPage(shopUrl: string, browser = newBrowser(), query = "") {
  const { response, url } = await browser.follow(`${shopUrl}/api/auth/google${query}`);
  const html = await response.text();
  if (response.status !== 200) throw new Error(`the sign-in page responded ${response.status} at ${url.href}`);
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no sign-in form at ${url.href}:\n${html.slice(0, 500)}`);
  return { browser, html, formUrl: new URL(action, url).href };
}

/** Submits the sign-in page and follows the redirects back to the web app's /auth/callback. */
export async function submitSignIn(
  browser: Browser,
  formUrl: string,
  fields: Record<string, string>,
): Promise<{ callbackUrl: URL; status: number; html: string }> {
  const response = await browser.request(formUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  const location = response.headers.get("location");
  if (!location) return { callbackUrl: new URL(formUrl), status: response.status, html: await response.text() };
  const { url } = await browser.follow(new URL(location, formUrl).href, isWebAppCallback);
  return { callbackUrl: url, status: response.status, html: "" };
}

/** The whole sign-in: returns the login code the callback handed over (not yet exchanged). */
export async function signInForLoginCode(shopUrl: string, shopper: { email: string; name: string }) {
  const { browser, formUrl } = await openSignInPage(shopUrl);
  const { callbackUrl } = await submitSignIn(browser, formUrl, { ...shopper, choice: "sign-in" });
  const code = callbackUrl.searchParams.get("token");
  if (!code) throw new Error(`sign-in ended at ${callbackUrl.href}`);
  return { code, callbackUrl, browser };
}

/**
 * Exchanges a login code as `browser` does (with its cookies: the code is bound to the browser that signed in).
 * Without a browser the request carries no cookies, as from someone else's browser the code was sent to.
 */
export async function exchangeLoginCode(shopUrl: string, code: string, browser?: Browser) {
  const init: RequestInit = {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ code }),
  };
  const response = browser
    ? await browser.request(`${shopUrl}/api/auth/exchange`, init)
    : await fetch(`${shopUrl}/api/auth/exchange`, init);
  return { status: response.status, body: (await response.json()) as SessionTokens & { error?: string } };
}

/** Signs a shopper in and returns their tokens and user. */
export async function signIn(shopUrl: string, shopper: { email: string; name: string }): Promise<SessionTokens> {
  const { code, browser } = await signInForLoginCode(shopUrl, shopper);
  const { status, body } = await exchangeLoginCode(shopUrl, code, browser);
  if (status !== 200) throw new Error(`exchanging the login code responded ${status}: ${JSON.stringify(body)}`);
  return body;
}

/** fetch as `browser`: its cookies go with each request and the responses' cookies are kept (for the web client). */
export const fetchAs =
  (browser: Browser): typeof fetch =>
  (input, init) =>
    browser.request(input instanceof Request ? input.url : String(input), init);

/** A JSON request with a bearer token. */
export async function asShopper<T = unknown>(
  shopUrl: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (token !== null) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(shopUrl + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** A freshly signed-in shopper and a way to call the API as them. */
export async function newShopper(shopUrl: string, who: { email: string; name: string }) {
  const { token, refresh_token, user } = await signIn(shopUrl, who);
  const call = <T = unknown>(method: string, path: string, body?: unknown) =>
    asShopper<T>(shopUrl, token, method, path, body);
  return { token, refreshToken: refresh_token, user, call };
}
