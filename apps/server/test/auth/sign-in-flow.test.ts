// Signing in over HTTP exactly as a browser does, through the development OpenID provider and the same
// openid-client code path Google uses: redirects, the provider's sign-in page, the callback, the login code.
import { EncryptJWT } from "jose";
import { describe, expect, it } from "vitest";
import { deriveKey } from "../../src/modules/auth/auth-secret";
import {
  asShopper,
  exchangeLoginCode,
  newBrowser,
  openSignInPage,
  signIn,
  signInForLoginCode,
  submitSignIn,
} from "../sign-in";
import { databaseKinds, rawRequest, useTestShop } from "../test-app";

const AUTH_SECRET = "test-secret-for-the-sign-in-flow-tests-0123456789";

describe.each(databaseKinds)("signing in (%s)", (kind) => {
  const shop = useTestShop(kind, { seed: false, env: { AUTH_SECRET } });

  it("goes from Sign in with Google to the development sign-in page, clearly labelled", async () => {
    const browser = newBrowser();
    const start = await browser.request(`${shop.url}/api/auth/google`);
    expect(start.status).toBe(302);
    const authorization = new URL(start.headers.get("location") ?? "");
    expect(authorization.href.startsWith(`${shop.url}/dev-oidc/auth?`)).toBe(true);
    // PKCE, state and nonce on the authorisation request.
    expect(authorization.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorization.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(authorization.searchParams.get("state")).toMatch(/^[\w-]{20,}$/);
    expect(authorization.searchParams.get("nonce")).toMatch(/^[\w-]{20,}$/);
    expect(authorization.searchParams.get("scope")).toBe("openid email profile");
    expect(start.headers.get("set-cookie")).toMatch(
      /mayil_sign_in=.+; Max-Age=600; Path=\/api\/auth\/google\/callback; HttpOnly; SameSite=Lax/,
    );

    const { html } = await openSignInPage(shop.url, browser);
    expect(html).toContain("Development sign-in");
    expect(html).toMatch(/<label for="email">Email<\/label>/);
    expect(html).toMatch(/<label for="name">Name<\/label>/);
    expect(html).toMatch(/<button type="submit" name="choice" value="sign-in">Sign in<\/button>/);
  });

  it("signs in: the callback hands over a short login code, exchanged once for tokens and the user", async () => {
    const { code, callbackUrl, browser } = await signInForLoginCode(shop.url, {
      email: "anjali@example.com",
      name: "Anjali Nair",
    });
    expect(callbackUrl.origin + callbackUrl.pathname).toBe(`${shop.url}/auth/callback`);
    expect([...callbackUrl.searchParams.keys()]).toEqual(["token"]);
    expect(code).toMatch(/^[\w-]{43}$/); // opaque, not a JWT: nothing long-lived in the URL

    const { status, body } = await exchangeLoginCode(shop.url, code, browser);
    expect(status).toBe(200);
    expect(body.user).toEqual({
      id: expect.any(Number),
      name: "Anjali Nair",
      email: "anjali@example.com",
      phone: null,
      avatar_url: null,
      role: "shopper",
    });
    expect(body.expires_in).toBe(900);
    expect(body.refresh_token).toMatch(/^[\w-]{43}$/);

    const me = await asShopper<{ user: unknown }>(shop.url, body.token, "GET", "/api/auth/me");
    expect(me).toEqual({ status: 200, body: { user: body.user } });
  });

  it("refuses a login code the second time", async () => {
    const { code, browser } = await signInForLoginCode(shop.url, { email: "replay@example.com", name: "Replay" });
    const [cookie] = await browser.jar.getCookies(`${shop.url}/api/auth/exchange`);
    expect((await exchangeLoginCode(shop.url, code, browser)).status).toBe(200);
    // Even with the browser's cookie put back (the exchange cleared it), the code is spent.
    if (cookie) await browser.jar.setCookie(cookie, shop.url);
    const replay = await exchangeLoginCode(shop.url, code, browser);
    expect(replay).toEqual({
      status: 401,
      body: {
        code: "unauthenticated",
        error: "This sign-in link has expired or was already used. Please sign in again.",
      },
    });
  });

  it("refuses a login code after its minute is up, and a made-up one", async () => {
    const { code, browser } = await signInForLoginCode(shop.url, { email: "slow@example.com", name: "Slow" });
    await shop.database.db.execute("update login_codes set expires_at = now() - interval '1 second'");
    expect((await exchangeLoginCode(shop.url, code, browser)).status).toBe(401);
    expect((await exchangeLoginCode(shop.url, "x".repeat(43), browser)).status).toBe(401);
    expect(await exchangeLoginCode(shop.url, "")).toEqual({
      status: 400,
      body: {
        code: "invalid_input",
        error: "Login code is required",
        field: "code",
        issues: [{ field: "code", message: "Login code is required" }],
      },
    });
  });

  it("binds the login code to the browser that signed in, through an HttpOnly SameSite=Strict cookie", async () => {
    const { code, browser } = await signInForLoginCode(shop.url, { email: "bound@example.com", name: "Bound" });
    const [cookie, ...others] = await browser.jar.getCookies(`${shop.url}/api/auth/exchange`);
    expect(others.filter((c) => c.key === "mayil_login_code")).toEqual([]);
    expect(cookie).toMatchObject({
      key: "mayil_login_code",
      path: "/api/auth/exchange",
      httpOnly: true,
      sameSite: "strict",
      secure: false, // http on this machine; Secure when PUBLIC_URL is https
      maxAge: 60,
    });
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    // Scoped to the exchange: no other request of the shop carries it.
    expect(await browser.jar.getCookieString(`${shop.url}/api/auth/me`)).not.toContain("mayil_login_code");
    // The database keeps a hash of the secret, not the secret.
    const stored = (await shop.database.db.execute("select browser_hash from login_codes")) as unknown as {
      rows: { browser_hash: string }[];
    };
    expect(stored.rows.map((row) => row.browser_hash)).not.toContain(cookie?.value);

    const exchange = await browser.request(`${shop.url}/api/auth/exchange`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ code }),
    });
    expect(exchange.status).toBe(200);
    expect(exchange.headers.get("set-cookie")).toMatch(/^mayil_login_code=; Max-Age=0; .*Path=\/api\/auth\/exchange/);
    expect(await browser.jar.getCookieString(`${shop.url}/api/auth/exchange`)).not.toContain("mayil_login_code");
  });

  it("refuses a login code sent as a link to another browser, even one signed in or mid-sign-in", async () => {
    // The attacker signs in to their own account and sends the victim /auth/callback?token=<code>.
    const attacker = await signInForLoginCode(shop.url, { email: "mallory@example.com", name: "Mallory" });
    const invalid = {
      error: "This sign-in link has expired or was already used. Please sign in again.",
      code: "unauthenticated",
    };
    // A browser with no cookie at all (the victim, already signed in: their own cookie was spent long ago).
    expect(await exchangeLoginCode(shop.url, attacker.code)).toEqual({ status: 401, body: invalid });
    // A browser holding the cookie of its own sign-in, still unexchanged: that secret belongs to another code.
    const victim = await signInForLoginCode(shop.url, { email: "victim@example.com", name: "Victim" });
    expect(await exchangeLoginCode(shop.url, attacker.code, victim.browser)).toEqual({ status: 401, body: invalid });
    // The refused attempts signed no one in; the code stays the attacker's, usable only in the attacker's browser.
    expect((await exchangeLoginCode(shop.url, attacker.code, attacker.browser)).body.user?.email).toBe(
      "mallory@example.com",
    );
    // The victim's browser had one try with its cookie (it is cleared by any exchange): it signs in again.
    expect((await exchangeLoginCode(shop.url, victim.code, victim.browser)).status).toBe(401);
  });

  it("recognises a returning shopper, keeping the name they typed in their profile", async () => {
    const first = await signIn(shop.url, { email: "meera@example.com", name: "Meera" });
    await asShopper(shop.url, first.token, "PUT", "/api/users/profile", {
      name: "Meera Krishnan",
      email: "meera.k@example.com",
      phone: "+919847012345",
    });
    const again = await signIn(shop.url, { email: "meera@example.com", name: "M" });
    expect(again.user).toEqual({
      ...first.user,
      name: "Meera Krishnan",
      email: "meera.k@example.com",
      phone: "+919847012345",
    });
    const someoneElse = await signIn(shop.url, { email: "other@example.com", name: "Other" });
    expect(someoneElse.user.id).not.toBe(first.user.id);
  });

  it("sends a shopper who cancels at the provider back with error=access_denied", async () => {
    const { browser, formUrl } = await openSignInPage(shop.url);
    const { callbackUrl } = await submitSignIn(browser, formUrl, { choice: "cancel", email: "", name: "" });
    expect(callbackUrl.pathname).toBe("/auth/callback");
    expect(Object.fromEntries(callbackUrl.searchParams)).toEqual({ error: "access_denied" });
  });

  it("comes back to the page it was started for (?return=), signed in or cancelled", async () => {
    const page = "/products?q=gold jhumka";
    const start = `?return=${encodeURIComponent(page)}`;
    const signedIn = await openSignInPage(shop.url, newBrowser(), start);
    const { callbackUrl } = await submitSignIn(signedIn.browser, signedIn.formUrl, {
      choice: "sign-in",
      email: "returning@example.com",
      name: "Returning",
    });
    expect([...callbackUrl.searchParams.keys()]).toEqual(["token", "return"]);
    expect(callbackUrl.searchParams.get("return")).toBe(page);
    const { status } = await exchangeLoginCode(shop.url, callbackUrl.searchParams.get("token") ?? "", signedIn.browser);
    expect(status).toBe(200);

    const cancelled = await openSignInPage(shop.url, newBrowser(), start);
    const back = await submitSignIn(cancelled.browser, cancelled.formUrl, { choice: "cancel", email: "", name: "" });
    expect(Object.fromEntries(back.callbackUrl.searchParams)).toEqual({ error: "access_denied", return: page });
  });

  it("refuses with 400 a return that is not a page of this shop, before anything starts", async () => {
    for (const target of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "/sign-in",
    ]) {
      const response = await newBrowser().request(`${shop.url}/api/auth/google?return=${encodeURIComponent(target)}`);
      expect(response.status, target).toBe(400);
      expect(response.headers.get("set-cookie"), target).toBeNull();
      expect(((await response.json()) as { error: string }).error, target).toMatch(/^Invalid query parameter: return/);
    }
  });

  it("shows the sign-in page again, with the reason, for a bad email or an empty name", async () => {
    const { browser, formUrl } = await openSignInPage(shop.url);
    const badEmail = await submitSignIn(browser, formUrl, { choice: "sign-in", email: "anjali", name: "Anjali" });
    expect(badEmail.status).toBe(400);
    expect(badEmail.html).toContain("Please enter an email address, e.g. anjali@example.com");
    expect(badEmail.html).toContain('value="Anjali"');
    const noName = await submitSignIn(browser, formUrl, { choice: "sign-in", email: "a@example.com", name: " " });
    expect(noName.html).toContain("Please enter a name");
    // The same page still completes the sign-in once corrected.
    const fixed = await submitSignIn(browser, formUrl, { choice: "sign-in", email: "a@example.com", name: "Anjali" });
    expect(fixed.callbackUrl.searchParams.get("token")).toMatch(/^[\w-]{43}$/);
  });

  describe("a callback that does not belong to the flow this browser started", () => {
    /** Stops at our /api/auth/google/callback instead of following it. */
    async function stopAtCallback() {
      const { browser, formUrl } = await openSignInPage(shop.url);
      const posted = await browser.request(formUrl, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ choice: "sign-in", email: "x@example.com", name: "X" }).toString(),
      });
      const { url } = await browser.follow(new URL(posted.headers.get("location") ?? "", formUrl).href, (u) =>
        u.pathname.startsWith("/api/auth/google/callback"),
      );
      return { browser, callback: url };
    }

    const landing = async (response: Response) => {
      const location = new URL(response.headers.get("location") ?? "");
      return { path: location.pathname, query: Object.fromEntries(location.searchParams) };
    };

    it("responses error=expired when the browser has no pending sign-in (another browser, or cookies cleared)", async () => {
      const { callback } = await stopAtCallback();
      const response = await newBrowser().request(callback.href);
      expect(await landing(response)).toEqual({ path: "/auth/callback", query: { error: "expired" } });
    });

    it("responses error=invalid_state when the state was changed", async () => {
      const { browser, callback } = await stopAtCallback();
      callback.searchParams.set("state", "forged-state-value");
      expect(await landing(await browser.request(callback.href))).toEqual({
        path: "/auth/callback",
        query: { error: "invalid_state" },
      });
    });

    it("responses error=expired when the pending sign-in is more than ten minutes old", async () => {
      const { browser, callback } = await stopAtCallback();
      const stale = await new EncryptJWT({ state: callback.searchParams.get("state"), nonce: "n", verifier: "v" })
        .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
        .setIssuedAt(Math.floor(Date.now() / 1000) - 700)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 100)
        .encrypt(deriveKey(Buffer.from(AUTH_SECRET), "sign-in-flow"));
      await browser.jar.setCookie(`mayil_sign_in=${stale}; Path=/api/auth/google/callback`, shop.url);
      expect(await landing(await browser.request(callback.href))).toEqual({
        path: "/auth/callback",
        query: { error: "expired" },
      });
    });

    it("responses error=sign_in_failed when the code was already used (a replayed callback)", async () => {
      const { browser, callback } = await stopAtCallback();
      const first = await browser.request(callback.href);
      expect((await landing(first)).query.token).toMatch(/^[\w-]{43}$/);
      // The browser lost the pending cookie with the first callback; replaying with it restored must still fail.
      const replay = await stopAtCallback();
      const mixed = new URL(replay.callback.href);
      mixed.searchParams.set("code", callback.searchParams.get("code") ?? "");
      expect((await landing(await replay.browser.request(mixed.href))).query).toEqual({ error: "sign_in_failed" });
    });

    it("keeps only the login code in the address bar, and no referrer", async () => {
      const { browser, callback } = await stopAtCallback();
      const response = await browser.request(callback.href);
      expect(response.headers.get("referrer-policy")).toBe("no-referrer");
      expect(response.headers.get("cache-control")).toBe("no-store");
    });
  });

  it("stays on this machine's other name for itself (localhost for 127.0.0.1) from start to session", async () => {
    const other = shop.url.replace("127.0.0.1", "localhost");
    const { browser, formUrl } = await openSignInPage(other);
    const { callbackUrl } = await submitSignIn(browser, formUrl, {
      email: "elsewhere@example.com",
      name: "Elsewhere",
      choice: "sign-in",
    });
    // Back on the address she began on, where her session will live, not bounced to the public one.
    expect(callbackUrl.origin).toBe(other);
    const code = callbackUrl.searchParams.get("token") ?? "";
    const { status, body } = await exchangeLoginCode(other, code, browser);
    expect(status).toBe(200);
    expect(body.user.email).toBe("elsewhere@example.com");
  });

  it("begins on the shop's public address when opened under any other host name, and never redirects elsewhere", async () => {
    for (const host of ["shop.example.com", "evil.example", `127.0.0.2:${new URL(shop.url).port}`]) {
      const start = await rawRequest(`${shop.url}/api/auth/google`, { headers: { host } });
      expect(start.status, host).toBe(302);
      expect(start.headers.location, host).toBe(`${shop.url}/api/auth/google`);
      // With the page to come back to, which goes along.
      const withReturn = await rawRequest(`${shop.url}/api/auth/google?return=%2Fabout`, { headers: { host } });
      expect(withReturn.headers.location, host).toBe(`${shop.url}/api/auth/google?return=%2Fabout`);
      // The provider's response under a foreign name goes to the shop's own address too.
      const back = await rawRequest(`${shop.url}/api/auth/google/callback?error=access_denied`, { headers: { host } });
      expect(String(back.headers.location).startsWith(`${shop.url}/auth/callback?`), host).toBe(true);
    }
  });
});
