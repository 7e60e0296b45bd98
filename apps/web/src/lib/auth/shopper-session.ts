// The signed-in shopper's tokens (localStorage keys authToken and refreshToken, as the spec says) and every
// authenticated request: the bearer token is attached, an expired one is refreshed once, transparently, and a
// refused refresh signs the shopper out (one that never reached the shop does not). Written against small interfaces so it runs in the browser and in tests.

import type { SessionTokens } from "@mayil/core/account/account-schemas";
import { SESSION_TOKEN_KEYS } from "@mayil/core/account/signed-in-mark";
import { ApiError, createApiClient } from "@mayil/core/api/api-client";
import { authEndpoints } from "@mayil/core/api/auth-endpoints";

// The same keys the signed-in mark reads before the app runs (@mayil/core/signed-in-mark).
export const [AUTH_TOKEN_KEY, REFRESH_TOKEN_KEY] = SESSION_TOKEN_KEYS;

/** The part of localStorage the session uses. */
export interface TokenStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** navigator.locks.request, or anything that runs one task per name at a time (across tabs in the browser). */
export interface RefreshLock {
  request<T>(name: string, task: () => Promise<T>): Promise<T>;
}

/** The part of the sign-in endpoints' response the session keeps. */
export type IssuedTokens = Pick<SessionTokens, "token" | "refresh_token">;

export interface ShopperSessionOptions {
  /** Where the API lives; "" in the browser (same origin). */
  baseUrl?: string;
  /** Shared by every tab, so that two tabs never spend the same refresh token (the server would end the session). */
  lock?: RefreshLock;
  /** Told when the tokens are gone: signed out here, refused by the server, or removed by another tab. */
  onSignedOut?: () => void;
  /**
   * The browser's fetch by default. It must send this site's cookies: the login code exchange only succeeds with
   * the cookie the sign-in left in the browser that signed in (same-origin fetch does that).
   */
  fetch?: typeof fetch;
}

/** How a refresh went: new tokens, refused by the shop, or the shop could not be reached. */
type Refresh = "refreshed" | "refused" | "unreachable";

export class ShopperSession {
  private refreshing: Promise<Refresh> | null = null;
  /** The sign-in endpoints themselves, called without a token (the token is what they hand out). */
  private readonly auth = createApiClient({
    fetch: (href, init) => this.send(href, init, null),
    shopperFetch: (href, init) => this.request(href, init),
  });

  constructor(
    private readonly storage: TokenStorage,
    private readonly options: ShopperSessionOptions = {},
  ) {}

  get accessToken(): string | null {
    return this.storage.getItem(AUTH_TOKEN_KEY);
  }

  /** Signed in means holding both tokens (a token and a user: docs/shop/rules.md#signing-in). */
  get hasTokens(): boolean {
    return Boolean(this.storage.getItem(AUTH_TOKEN_KEY) && this.storage.getItem(REFRESH_TOKEN_KEY));
  }

  keep(tokens: IssuedTokens): void {
    this.storage.setItem(AUTH_TOKEN_KEY, tokens.token);
    this.storage.setItem(REFRESH_TOKEN_KEY, tokens.refresh_token);
  }

  forget(): void {
    const had = this.hasTokens;
    this.storage.removeItem(AUTH_TOKEN_KEY);
    this.storage.removeItem(REFRESH_TOKEN_KEY);
    if (had) this.options.onSignedOut?.();
  }

  /** Trades the login code from /auth/callback?token= for tokens and keeps them. */
  async exchangeLoginCode(code: string): Promise<boolean> {
    try {
      this.keep(await this.auth(authEndpoints.exchange, { body: { code } }));
      return true;
    } catch (error) {
      if (error instanceof ApiError) return false;
      throw error;
    }
  }

  /** Ends the session on the server (so the tokens stop working everywhere) and here. */
  async signOut(): Promise<void> {
    const token = this.accessToken;
    const refreshToken = this.storage.getItem(REFRESH_TOKEN_KEY);
    this.forget();
    // The access token goes along when there is one, so the server can end the session even without the refresh token.
    const logout = createApiClient({ fetch: (href, init) => this.send(href, init, token), shopperFetch: fetch });
    await logout(authEndpoints.logout, { body: { refresh_token: refreshToken ?? undefined } }).catch(() => {});
  }

  /**
   * A request as the signed-in shopper. On 401 with a token, refreshes once and repeats the request; when the
   * refresh is refused the shopper is signed out and the 401 is returned.
   */
  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const token = this.accessToken;
    const response = await this.send(path, init, token);
    if (response.status !== 401 || !token) return response;
    const refreshed = await this.refreshAfter(token);
    if (refreshed === "unreachable") return response;
    if (refreshed === "refused") {
      this.forget();
      return response;
    }
    return this.send(path, init, this.accessToken);
  }

  /**
   * One refresh at a time in this tab, and under the shared lock across tabs. A refresh that never reached the shop
   * (offline, the connection dropped) is "unreachable": the tokens stay, and she stays signed in (decision 054).
   */
  private refreshAfter(failedToken: string): Promise<Refresh> {
    if (!this.refreshing) {
      const run = () => this.refreshUnlessDone(failedToken);
      this.refreshing = (this.options.lock ? this.options.lock.request("mayil-token-refresh", run) : run()).finally(
        () => {
          this.refreshing = null;
        },
      );
    }
    return this.refreshing;
  }

  private async refreshUnlessDone(failedToken: string): Promise<Refresh> {
    // Another tab (or an earlier request here) may have refreshed while this one waited for the lock.
    const current = this.accessToken;
    if (current && current !== failedToken) return "refreshed";
    const refreshToken = this.storage.getItem(REFRESH_TOKEN_KEY);
    if (!refreshToken) return "refused";
    try {
      this.keep(await this.auth(authEndpoints.refresh, { body: { refresh_token: refreshToken } }));
      return "refreshed";
    } catch (error) {
      // The shop said no (or responded 5xx): signed out, as before. No response at all: nothing is known yet.
      return error instanceof ApiError ? "refused" : "unreachable";
    }
  }

  private send(path: string, init: RequestInit, token: string | null): Promise<Response> {
    const headers = new Headers(init.headers);
    if (token) headers.set("authorization", `Bearer ${token}`);
    const send = this.options.fetch ?? fetch;
    return send(`${this.options.baseUrl ?? ""}${path}`, { ...init, headers });
  }
}
