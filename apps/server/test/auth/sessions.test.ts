// Sessions after sign-in: refresh-token rotation and reuse detection, logout, expired and forged access tokens,
// rate limits on the sign-in endpoints, and logs that never carry a token, code or secret.
import { PassThrough } from "node:stream";
import type { SessionTokens } from "@mayil/core/account/account-schemas";
import { SignJWT, UnsecuredJWT } from "jose";
import { describe, expect, it } from "vitest";
import { deriveKey } from "../../src/modules/auth/auth-secret";
import { REFRESH_RETRY_SECONDS } from "../../src/modules/auth/session-service";
import { asShopper, exchangeLoginCode, signIn, signInForLoginCode } from "../sign-in";
import { databaseKinds, useTestShop } from "../test-app";

const AUTH_SECRET = "test-secret-for-the-session-tests-0123456789abcdef";

const refresh = (shopUrl: string, refreshToken: string) =>
  asShopper<SessionTokens & { error?: string }>(shopUrl, null, "POST", "/api/auth/refresh", {
    refresh_token: refreshToken,
  });
const me = (shopUrl: string, token: string | null) =>
  asShopper<{ error?: string }>(shopUrl, token, "GET", "/api/auth/me");
const SESSION_ENDED = { error: "Your session has ended. Please sign in again.", code: "unauthenticated" };

describe.each(databaseKinds)("sessions (%s)", (kind) => {
  const shop = useTestShop(kind, { seed: false, env: { AUTH_SECRET } });
  let n = 0;
  const newShopper = () => signIn(shop.url, { email: `shopper${++n}@example.com`, name: `Shopper ${n}` });

  it("rotates the refresh token on every use", async () => {
    const first = await newShopper();
    const second = await refresh(shop.url, first.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect(second.body.token).not.toBe(first.token);
    expect(second.body.user).toEqual(first.user);
    const third = await refresh(shop.url, second.body.refresh_token);
    expect(third.status).toBe(200);
    expect((await me(shop.url, third.body.token)).status).toBe(200);
  });

  /** Moves a refresh token's spending back in time, past the retry window. */
  const spentSecondsAgo = (seconds: number) =>
    shop.database.db.execute(
      `update refresh_tokens set used_at = now() - interval '${seconds} seconds' where used_at is not null`,
    );

  it("ends the whole session when a spent refresh token comes back (someone copied it)", async () => {
    const signedIn = await newShopper();
    const rotated = await refresh(shop.url, signedIn.refresh_token);
    expect(rotated.status).toBe(200);

    await spentSecondsAgo(REFRESH_RETRY_SECONDS + 1);
    const reuse = await refresh(shop.url, signedIn.refresh_token);
    expect(reuse).toEqual({ status: 401, body: SESSION_ENDED });
    // Every token of that family is now dead: the newest refresh token and both access tokens.
    expect(await refresh(shop.url, rotated.body.refresh_token)).toEqual({ status: 401, body: SESSION_ENDED });
    expect(await me(shop.url, rotated.body.token)).toEqual({ status: 401, body: SESSION_ENDED });
    expect(await me(shop.url, signedIn.token)).toEqual({ status: 401, body: SESSION_ENDED });
  });

  it("responds to a retried refresh within the window with the same new refresh token and a working access token", async () => {
    const signedIn = await newShopper();
    const first = await refresh(shop.url, signedIn.refresh_token);
    expect(first.status).toBe(200);
    // The response was lost on the way: the browser asks again with the token it still holds.
    const retry = await refresh(shop.url, signedIn.refresh_token);
    expect(retry.status).toBe(200);
    expect(retry.body.refresh_token).toBe(first.body.refresh_token);
    expect(retry.body.user).toEqual(signedIn.user);
    expect(retry.body.expires_in).toBe(900);
    expect((await me(shop.url, retry.body.token)).status).toBe(200);
    expect((await me(shop.url, first.body.token)).status).toBe(200);
    // Only hashes are stored: the successor itself is nowhere in the table.
    const stored = (await shop.database.db.execute("select token_hash from refresh_tokens")) as unknown as {
      rows: { token_hash: string }[];
    };
    expect(stored.rows.map((row) => row.token_hash)).not.toContain(first.body.refresh_token);
    // The session goes on from the successor as usual.
    const next = await refresh(shop.url, retry.body.refresh_token);
    expect(next.status).toBe(200);
    expect((await me(shop.url, next.body.token)).status).toBe(200);
  });

  it("ends the session when a spent token comes back after its successor was used, even within the window", async () => {
    const signedIn = await newShopper();
    const first = await refresh(shop.url, signedIn.refresh_token);
    const second = await refresh(shop.url, first.body.refresh_token);
    expect(second.status).toBe(200);
    expect(await refresh(shop.url, signedIn.refresh_token)).toEqual({ status: 401, body: SESSION_ENDED });
    expect(await me(shop.url, second.body.token)).toEqual({ status: 401, body: SESSION_ENDED });
  });

  it("ends the session when a spent token comes back after the window", async () => {
    const signedIn = await newShopper();
    const first = await refresh(shop.url, signedIn.refresh_token);
    await spentSecondsAgo(REFRESH_RETRY_SECONDS + 1);
    expect(await refresh(shop.url, signedIn.refresh_token)).toEqual({ status: 401, body: SESSION_ENDED });
    expect(await refresh(shop.url, first.body.refresh_token)).toEqual({ status: 401, body: SESSION_ENDED });
  });

  it("keeps other devices signed in when one session is revoked", async () => {
    const phone = await newShopper();
    const { code, browser } = await signInForLoginCode(shop.url, { email: `shopper${n}@example.com`, name: "again" });
    const laptop = (await exchangeLoginCode(shop.url, code, browser)).body;
    expect(laptop.user.id).toBe(phone.user.id);
    await asShopper(shop.url, phone.token, "POST", "/api/auth/logout");
    expect((await me(shop.url, phone.token)).status).toBe(401);
    expect((await me(shop.url, laptop.token)).status).toBe(200);
  });

  it("logout revokes the access token and the refresh token at once", async () => {
    const signedIn = await newShopper();
    const logout = await asShopper(shop.url, signedIn.token, "POST", "/api/auth/logout");
    expect(logout).toEqual({ status: 200, body: { success: true, message: "Logged out successfully" } });
    expect(await me(shop.url, signedIn.token)).toEqual({ status: 401, body: SESSION_ENDED });
    expect(await refresh(shop.url, signedIn.refresh_token)).toEqual({ status: 401, body: SESSION_ENDED });
    // Repeating it is harmless.
    expect((await asShopper(shop.url, signedIn.token, "POST", "/api/auth/logout")).status).toBe(200);
  });

  it("logout with only the refresh token (the access token having expired) ends the session too", async () => {
    const signedIn = await newShopper();
    const logout = await asShopper(shop.url, null, "POST", "/api/auth/logout", {
      refresh_token: signedIn.refresh_token,
    });
    expect(logout.status).toBe(200);
    expect((await me(shop.url, signedIn.token)).status).toBe(401);
  });

  it("responds with 401 to an expired access token", async () => {
    const signedIn = await newShopper();
    const sessionId = JSON.parse(Buffer.from(signedIn.token.split(".")[1] ?? "", "base64url").toString()).sid;
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(signedIn.user.id))
      .setIssuer(shop.url)
      .setAudience("mayil-storefront-api")
      .setIssuedAt(now - 1000)
      .setExpirationTime(now - 100)
      .sign(deriveKey(Buffer.from(AUTH_SECRET), "access-token"));
    expect(await me(shop.url, expired)).toEqual({
      status: 401,
      body: { code: "unauthenticated", error: "Your session has expired" },
    });
  });

  it("responds with 401 to missing, malformed, forged and unsigned tokens", async () => {
    const signedIn = await newShopper();
    const [header, payload] = signedIn.token.split(".");
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString());
    const otherUser = Buffer.from(JSON.stringify({ ...claims, sub: "999999" })).toString("base64url");
    const forgedWithOtherKey = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(claims.sub)
      .setIssuer(shop.url)
      .setAudience("mayil-storefront-api")
      .setExpirationTime("5m")
      .sign(new TextEncoder().encode("not-the-shop-secret-not-the-shop-secret"));
    const unsigned = new UnsecuredJWT({ sid: claims.sid }).setSubject(claims.sub).setIssuer(shop.url).encode();

    expect(await me(shop.url, null)).toEqual({ status: 401, body: { code: "unauthenticated", error: "Please login" } });
    for (const authorization of [
      "Bearer",
      "Bearer not-a-jwt",
      `Basic ${Buffer.from("a:b").toString("base64")}`,
      `Bearer ${header}.${otherUser}.${signedIn.token.split(".")[2]}`,
      `Bearer ${forgedWithOtherKey}`,
      `Bearer ${unsigned}`,
      `Bearer ${signedIn.token}x`,
    ]) {
      const response = await fetch(`${shop.url}/api/auth/me`, { headers: { authorization } });
      expect(response.status, authorization).toBe(401);
      expect(await response.json()).toEqual({
        error: expect.stringMatching(/^(Invalid access token|Please login)$/),
        code: "unauthenticated",
      });
    }
    expect((await me(shop.url, signedIn.token)).status).toBe(200);
    // The scheme's name in any case, as HTTP says: a client library that writes "bearer" is not refused.
    for (const scheme of ["bearer", "BEARER"]) {
      const response = await fetch(`${shop.url}/api/auth/me`, {
        headers: { authorization: `${scheme} ${signedIn.token}` },
      });
      expect(response.status, scheme).toBe(200);
    }
  });

  it("refuses an unknown refresh token and a missing one", async () => {
    expect(await refresh(shop.url, "x".repeat(43))).toEqual({
      status: 401,
      body: { code: "unauthenticated", error: "Invalid refresh token" },
    });
    const missing = await asShopper<{ error: string }>(shop.url, null, "POST", "/api/auth/refresh", {});
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe("Refresh token is required");
  });

  it("forgets ended sessions and long-spent refresh tokens after a week, keeping recent ones for reuse detection", async () => {
    const count = async (query: string) => {
      const result = (await shop.database.db.execute(query)) as unknown as { rows: { n: number }[] };
      return result.rows[0]?.n;
    };
    const old = await newShopper();
    await asShopper(shop.url, old.token, "POST", "/api/auth/logout");
    const active = await newShopper();
    const rotated = (await refresh(shop.url, active.refresh_token)).body;
    const activeTokens = `select count(*)::int as n from refresh_tokens t join sessions s on s.id = t.session_id where s.user_id = ${active.user.id}`;
    expect(await count(activeTokens)).toBe(2); // the spent one is kept, to recognise its reuse

    await shop.database.db.execute(
      "update sessions set revoked_at = now() - interval '8 days' where revoked_at is not null",
    );
    await shop.database.db.execute(
      "update refresh_tokens set used_at = now() - interval '8 days' where used_at is not null",
    );
    await refresh(shop.url, rotated.refresh_token); // prunes this session's tokens spent more than a week ago
    await newShopper(); // a sign-in prunes sessions that ended more than a week ago

    expect(await count(`select count(*)::int as n from sessions where user_id = ${old.user.id}`)).toBe(0);
    expect(await count(activeTokens)).toBe(2); // the one spent just now, and the newest
    expect((await me(shop.url, rotated.token)).status).toBe(200);
  });

  it("rotates once for simultaneous refreshes with the same token (two tabs): all get the same successor", async () => {
    const signedIn = await newShopper();
    const results = await Promise.all([1, 2, 3].map(() => refresh(shop.url, signedIn.refresh_token)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.body.refresh_token)).size).toBe(1);
    // One rotation happened: the session holds exactly one live refresh token.
    const count = (await shop.database.db.execute(
      `select count(*)::int as n from refresh_tokens t join sessions s on s.id = t.session_id
       where s.user_id = ${signedIn.user.id} and t.used_at is null`,
    )) as unknown as { rows: { n: number }[] };
    expect(count.rows[0]?.n).toBe(1);
    for (const result of results) expect((await me(shop.url, result.body.token)).status).toBe(200);
  });
});

describe("rate limits on the sign-in endpoints", () => {
  const shop = useTestShop("pglite", { seed: false, env: { AUTH_SECRET, AUTH_RATE_LIMIT_PER_MINUTE: "3" } });

  it("responds with 429 with a JSON error after the limit, per endpoint", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await refresh(shop.url, "x".repeat(43))).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await refresh(shop.url, "x".repeat(43));
    expect(limited.body).toEqual({
      code: "too_many_requests",
      error: expect.stringMatching(/^Too many attempts\. Please wait .+ and try again\.$/),
    });
    expect((await asShopper(shop.url, null, "POST", "/api/auth/exchange", { code: "abc" })).status).toBe(401);
    // Browsing the catalogue is not limited by it.
    expect((await fetch(`${shop.url}/api/health`)).status).toBe(200);
  });
});

/** A refresh with a made-up token, from the address `forwardedFor` names: 401, or 429 once limited. */
const refreshAs = (shopUrl: string, forwardedFor: string) =>
  fetch(`${shopUrl}/api/auth/refresh`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: JSON.stringify({ refresh_token: "x".repeat(43) }),
  }).then((response) => response.status);

describe("rate limits with TRUST_PROXY unset (trusting no proxy, the default)", () => {
  const shop = useTestShop("pglite", { seed: false, env: { AUTH_SECRET, AUTH_RATE_LIMIT_PER_MINUTE: "2" } });

  it("cannot be dodged from this machine by inventing a new X-Forwarded-For for every request", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push(await refreshAs(shop.url, `203.0.113.${i}`));
    expect(statuses).toEqual([401, 401, 429, 429, 429, 429]);
  });
});

describe("rate limits behind a proxy on this machine (TRUST_PROXY=loopback)", () => {
  const shop = useTestShop("pglite", {
    seed: false,
    env: { AUTH_SECRET, AUTH_RATE_LIMIT_PER_MINUTE: "2", TRUST_PROXY: "loopback" },
  });

  it("counts each forwarded address on its own, as the proxy names it", async () => {
    const first: number[] = [];
    for (let i = 0; i < 3; i++) first.push(await refreshAs(shop.url, "198.51.100.1"));
    expect(first).toEqual([401, 401, 429]);
    // Another shopper behind the same proxy keeps her own count.
    expect(await refreshAs(shop.url, "198.51.100.2")).toBe(401);
  });
});

describe("rate limits with TRUST_PROXY naming a proxy elsewhere (TRUST_PROXY=10.0.0.5)", () => {
  const shop = useTestShop("pglite", {
    seed: false,
    env: { AUTH_SECRET, AUTH_RATE_LIMIT_PER_MINUTE: "2", TRUST_PROXY: "10.0.0.5" },
  });

  it("cannot be dodged by connecting straight to the shop with a new X-Forwarded-For every time", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push(await refreshAs(shop.url, `203.0.113.${i}`));
    expect(statuses).toEqual([401, 401, 429, 429, 429, 429]);
  });
});

describe("rate limits behind a proxy on this machine that adds the address it saw (TRUST_PROXY=loopback)", () => {
  const shop = useTestShop("pglite", {
    seed: false,
    env: { AUTH_SECRET, AUTH_RATE_LIMIT_PER_MINUTE: "2", TRUST_PROXY: "loopback" },
  });

  it("counts the address the proxy added, whatever the shopper put before it", async () => {
    // nginx's $proxy_add_x_forwarded_for and Caddy append the address that connected to them after what came in.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push(await refreshAs(shop.url, `203.0.113.${i}, 198.51.100.7`));
    expect(statuses).toEqual([401, 401, 429, 429, 429, 429]);
  });
});

describe("logs", () => {
  const lines: string[] = [];
  const logStream = new PassThrough();
  logStream.on("data", (chunk: Buffer) => lines.push(chunk.toString()));
  const shop = useTestShop("pglite", { seed: false, env: { AUTH_SECRET, LOG_LEVEL: "debug" }, logStream });

  it("never contain a token, a login code, an authorisation code or the secret", async () => {
    const { code, browser } = await signInForLoginCode(shop.url, { email: "log@example.com", name: "Log" });
    const tokens = (await exchangeLoginCode(shop.url, code, browser)).body;
    const rotated = (await refresh(shop.url, tokens.refresh_token)).body;
    await me(shop.url, rotated.token);
    await me(shop.url, tokens.token); // refused: logged as a 401, without the token
    await asShopper(shop.url, rotated.token, "POST", "/api/auth/logout", { refresh_token: rotated.refresh_token });
    const cookies = await browser.jar.getCookies(shop.url);

    const log = lines.join("");
    expect(log).toContain("/api/auth/google/callback"); // the requests were logged...
    for (const secret of [
      code,
      tokens.token,
      tokens.refresh_token,
      rotated.token,
      rotated.refresh_token,
      AUTH_SECRET,
    ]) {
      expect(log).not.toContain(secret); // ...without what they carried
    }
    for (const cookie of cookies) expect(log).not.toContain(cookie.value);
    expect(log).not.toMatch(/[?&](code|token|state)=/);
  });
});
