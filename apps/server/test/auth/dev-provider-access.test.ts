// The development identity provider ("any email signs in") answers only clients on the shop's own machine.
import { describe, expect, it } from "vitest";
import { DEV_SIGN_IN_REFUSED, isLoopback } from "../../src/modules/auth/dev-provider-access";
import { newBrowser, openSignInPage, signIn, submitSignIn } from "../sign-in";
import { useTestShop } from "../test-app";

const remote = { "x-forwarded-for": "203.0.113.7" };

describe("the development sign-in from another machine", () => {
  // TRUST_PROXY is its default, "loopback": a proxy on this machine (here, the test) is believed about its client.
  const shop = useTestShop("pglite", { seed: false });

  it("is refused with a 403 that says why, as a page for a browser and as JSON otherwise", async () => {
    const { formUrl, browser } = await openSignInPage(shop.url);
    const discovery = `${shop.url}/dev-oidc/.well-known/openid-configuration`;

    const page = await browser.request(formUrl, { headers: { ...remote, accept: "text/html" } });
    expect(page.status).toBe(403);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(await page.text()).toContain(DEV_SIGN_IN_REFUSED);

    const form = await browser.request(formUrl, {
      method: "POST",
      headers: { ...remote, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "intruder@example.com", name: "Intruder", choice: "sign-in" }).toString(),
    });
    expect(form.status).toBe(403);
    expect(await form.json()).toEqual({ error: DEV_SIGN_IN_REFUSED });

    for (const url of [discovery, `${shop.url}/dev-oidc/auth?client_id=x`, `${shop.url}/dev-oidc/jwks`]) {
      const response = await fetch(url, { headers: remote });
      expect({ url, status: response.status }).toEqual({ url, status: 403 });
      expect(await response.json()).toEqual({ error: expect.stringContaining("only works from the machine") });
    }
    // The same browser from this machine carries on and signs in.
    const { callbackUrl } = await submitSignIn(browser, formUrl, { email: "local@example.com", name: "Local" });
    expect(callbackUrl.searchParams.get("token")).toBeTruthy();
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

describe("the development sign-in behind no trusted proxy", () => {
  const shop = useTestShop("pglite", { seed: false, env: { TRUST_PROXY: "false" } });

  it("ignores an X-Forwarded-For nobody vouches for: the client is who connected", async () => {
    const response = await fetch(`${shop.url}/dev-oidc/.well-known/openid-configuration`, { headers: remote });
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
