// The storefront's session client (apps/web/src/lib/auth/shopper-session.ts) against the real shop: expired access
// tokens are refreshed once and transparently, concurrent requests and tabs share one refresh (the server's reuse
// detection would end the session otherwise), and a refused refresh signs the shopper out.
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import {
  AUTH_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  type RefreshLock,
  ShopperSession,
  type TokenStorage,
} from "../../../web/src/lib/auth/shopper-session";
import { deriveKey } from "../../src/modules/auth/auth-secret";
import { fetchAs, signIn, signInForLoginCode } from "../sign-in";
import { useTestShop } from "../test-app";

const AUTH_SECRET = "test-secret-for-the-web-session-client-0123456789";

/** localStorage as one browser profile has it: shared by its tabs. */
class MemoryStorage implements TokenStorage {
  private readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

/** navigator.locks for tabs of one profile: one task per name at a time. */
class ProfileLocks implements RefreshLock {
  private tail = Promise.resolve();
  request<T>(_name: string, task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}

describe("the storefront's shopper session", () => {
  const shop = useTestShop("pglite", { seed: false, env: { AUTH_SECRET } });
  let n = 0;

  async function signedInSession(options: { storage?: MemoryStorage; lock?: RefreshLock } = {}) {
    const storage = options.storage ?? new MemoryStorage();
    const signedOut: string[] = [];
    const { code, browser } = await signInForLoginCode(shop.url, { email: `web${++n}@example.com`, name: `Web ${n}` });
    const session = new ShopperSession(storage, {
      baseUrl: shop.url,
      lock: options.lock,
      onSignedOut: () => signedOut.push("signed out"),
      fetch: fetchAs(browser),
    });
    expect(await session.exchangeLoginCode(code)).toBe(true);
    return { session, storage, signedOut };
  }

  /** The same session's access token, but expired a minute ago. */
  async function expire(storage: MemoryStorage) {
    const [, payload] = (storage.getItem(AUTH_TOKEN_KEY) ?? "").split(".");
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString());
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(claims.sub)
      .setIssuer(shop.url)
      .setAudience("mayil-storefront-api")
      .setIssuedAt(now - 1000)
      .setExpirationTime(now - 60)
      .sign(deriveKey(Buffer.from(AUTH_SECRET), "access-token"));
    storage.setItem(AUTH_TOKEN_KEY, expired);
  }

  it("keeps both tokens under the spec's localStorage names after the login code exchange", async () => {
    const { session, storage } = await signedInSession();
    expect(storage.getItem(AUTH_TOKEN_KEY)).toMatch(/^ey/);
    expect(storage.getItem(REFRESH_TOKEN_KEY)).toMatch(/^[\w-]{43}$/);
    expect(session.hasTokens).toBe(true);
    expect((await session.request("/api/auth/me")).status).toBe(200);
  });

  it("refreshes an expired access token once, transparently, and keeps the new tokens", async () => {
    const { session, storage } = await signedInSession();
    const refreshBefore = storage.getItem(REFRESH_TOKEN_KEY);
    await expire(storage);
    const response = await session.request("/api/auth/me");
    expect(response.status).toBe(200);
    expect(storage.getItem(REFRESH_TOKEN_KEY)).not.toBe(refreshBefore);
    expect((await session.request("/api/auth/me")).status).toBe(200);
  });

  it("shares one refresh among simultaneous requests (a second refresh would end the session)", async () => {
    const { session, storage, signedOut } = await signedInSession();
    await expire(storage);
    const responses = await Promise.all([1, 2, 3, 4].map(() => session.request("/api/auth/me")));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(signedOut).toEqual([]);
  });

  it("shares one refresh between two tabs of the same browser through the lock", async () => {
    const storage = new MemoryStorage();
    const lock = new ProfileLocks();
    const first = await signedInSession({ storage, lock });
    const secondTab = new ShopperSession(storage, { baseUrl: shop.url, lock });
    await expire(storage);
    const responses = await Promise.all([first.session.request("/api/auth/me"), secondTab.request("/api/auth/me")]);
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
  });

  it("signs the shopper out when the refresh is refused", async () => {
    const { session, storage, signedOut } = await signedInSession();
    // The session ended elsewhere (logout on another device with the same tokens).
    await fetch(`${shop.url}/api/auth/logout`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ refresh_token: storage.getItem(REFRESH_TOKEN_KEY) }),
    });
    const response = await session.request("/api/auth/me");
    expect(response.status).toBe(401);
    expect(session.hasTokens).toBe(false);
    expect(signedOut).toEqual(["signed out"]);
  });

  it("signs out on the server too, so the old tokens stop working", async () => {
    const { session, storage, signedOut } = await signedInSession();
    const token = storage.getItem(AUTH_TOKEN_KEY);
    await session.signOut();
    expect(session.hasTokens).toBe(false);
    expect(signedOut).toEqual(["signed out"]);
    const reuse = await fetch(`${shop.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(reuse.status).toBe(401);
  });

  it("refuses a spent login code", async () => {
    const storage = new MemoryStorage();
    const { code, browser } = await signInForLoginCode(shop.url, { email: "spent@example.com", name: "Spent" });
    const session = new ShopperSession(storage, { baseUrl: shop.url, fetch: fetchAs(browser) });
    await signIn(shop.url, { email: "other@example.com", name: "Other" });
    expect(await session.exchangeLoginCode(code)).toBe(true);
    const again = new ShopperSession(new MemoryStorage(), { baseUrl: shop.url, fetch: fetchAs(browser) });
    expect(await again.exchangeLoginCode(code)).toBe(false);
  });

  it("refuses a login code in a browser that did not sign in (a link sent to someone else)", async () => {
    const { code } = await signInForLoginCode(shop.url, { email: "attacker@example.com", name: "Attacker" });
    const victim = new ShopperSession(new MemoryStorage(), { baseUrl: shop.url });
    expect(await victim.exchangeLoginCode(code)).toBe(false);
    expect(victim.hasTokens).toBe(false);
  });
});
