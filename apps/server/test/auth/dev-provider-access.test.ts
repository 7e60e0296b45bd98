// The development identity provider ("any email signs in") serves only clients on the shop's own machine that
// connect to it directly: never a request a proxy passed on, whatever TRUST_PROXY says (decision 003).
import { describe, expect, it } from "vitest";
import { devSignInThroughProxyRefused, isLoopback } from "../../src/modules/auth/dev-provider-access";
import { newBrowser, openSignInPage, signIn, submitSignIn } from "../sign-in";
import { useTestShop } from "../test-app";

const remote = { "x-forwarded-for": "203.0.113.7" };

/** Every header a proxy or tunnel adds, each claiming the request came from this machine itself. */
const forwardedFromHere: Record<string, string>[] = [
  { "X-Forwarded-For": "127.0.0.1" },
  { Forwarded: "for=127.0.0.1" },
  { "X-Real-IP": "127.0.0.1" },
  { "X-Forwarded-Host": "localhost" },
  { "X-Forwarded-Proto": "http" },
  { Via: "1.1 tunnel" },
];

describe("the development sign-in behind a trusted proxy on this machine (TRUST_PROXY=loopback)", () => {
  const shop = useTestShop("pglite", { seed: false, env: { TRUST_PROXY: "loopback" } });

  it("refuses a forwarded shopper with a 403 that says why, as a page for a browser and as JSON otherwise", async () => {
    const { formUrl, browser } = await openSignInPage(shop.url);
    const discovery = `${shop.url}/dev-oidc/.well-known/openid-configuration`;
    const why = devSignInThroughProxyRefused("x-forwarded-for");

    const page = await browser.request(formUrl, { headers: { ...remote, accept: "text/html" } });
    expect(page.status).toBe(403);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(await page.text()).toContain("it carried x-forwarded-for");

    const form = await browser.request(formUrl, {
      method: "POST",
      headers: { ...remote, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "intruder@example.com", name: "Intruder", choice: "sign-in" }).toString(),
    });
    expect(form.status).toBe(403);
    expect(await form.json()).toEqual({ error: why, code: "forbidden" });

    for (const url of [discovery, `${shop.url}/dev-oidc/auth?client_id=x`, `${shop.url}/dev-oidc/jwks`]) {
      const response = await fetch(url, { headers: remote });
      expect({ url, status: response.status }).toEqual({ url, status: 403 });
      expect(await response.json()).toEqual({ error: why, code: "forbidden" });
    }
    // The same browser from this machine, connecting directly, carries on and signs in.
    const { callbackUrl } = await submitSignIn(browser, formUrl, { email: "local@example.com", name: "Local" });
    expect(callbackUrl.searchParams.get("token")).toBeTruthy();
  });

  it("refuses a request passed on for this machine itself: a tunnel on this machine makes every visitor local", async () => {
    for (const headers of forwardedFromHere) {
      const response = await fetch(`${shop.url}/dev-oidc/.well-known/openid-configuration`, { headers });
      const name = Object.keys(headers)[0] ?? "";
      expect({ name, status: response.status }).toEqual({ name, status: 403 });
      expect(await response.json()).toEqual({
        error: devSignInThroughProxyRefused(name.toLowerCase()),
        code: "forbidden",
      });
    }
  });

  it("sends a remote shopper who presses Sign in to the refusal, not to a page that signs anyone in", async () => {
    const browser = newBrowser();
    const start = await browser.request(`${shop.url}/api/auth/google`, { headers: remote });
    expect(start.status).toBe(302);
    const atProvider = await browser.request(start.headers.get("location") ?? "", {
      headers: { ...remote, accept: "text/html" },
    });
    expect(atProvider.status).toBe(403);
  });

  it("still works for this machine", async () => {
    expect((await signIn(shop.url, { email: "me@example.com", name: "Me" })).user.email).toBe("me@example.com");
  });
});

describe("the development sign-in trusting no proxy (TRUST_PROXY unset)", () => {
  const shop = useTestShop("pglite", { seed: false });

  it("refuses every forwarding header too, even one nobody vouches for", async () => {
    for (const headers of [remote, ...forwardedFromHere]) {
      const response = await fetch(`${shop.url}/dev-oidc/.well-known/openid-configuration`, { headers });
      const name = Object.keys(headers)[0] ?? "";
      expect({ name, status: response.status }).toEqual({ name, status: 403 });
    }
    const signInPage = await openSignInPage(shop.url);
    const page = await signInPage.browser.request(signInPage.formUrl, {
      headers: { "x-forwarded-for": "127.0.0.1", accept: "text/html" },
    });
    expect(page.status).toBe(403);
    expect(await page.text()).toContain("Development sign-in refused");
  });

  it("signs in a browser on this machine that connects directly", async () => {
    expect((await signIn(shop.url, { email: "here@example.com", name: "Here" })).user.email).toBe("here@example.com");
    const response = await fetch(`${shop.url}/dev-oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
  });
});

describe("which addresses are this machine", () => {
  it("counts 127.0.0.0/8 and ::1, also IPv4-mapped, and nothing else", () => {
    for (const ip of ["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1"]) expect(isLoopback(ip), ip).toBe(true);
    for (const ip of ["10.0.0.1", "192.168.1.5", "203.0.113.7", "::ffff:10.0.0.1", "2001:db8::1", "", "127"]) {
      expect(isLoopback(ip), ip).toBe(false);
    }
  });
});
