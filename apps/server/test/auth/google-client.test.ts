// With the shop's Google client configured, sign-in goes to Google and the development provider is not served.
import { describe, expect, it } from "vitest";
import { useTestShop } from "../test-app";

describe("with the shop's Google client", () => {
  const shop = useTestShop("pglite", {
    seed: false,
    env: {
      NODE_ENV: "production",
      GOOGLE_CLIENT_ID: "1234-shop.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "google-client-secret",
      AUTH_SECRET: "production-secret-production-secret-0123",
    },
  });

  it("does not serve the development identity provider or its sign-in page", async () => {
    // Unknown paths fall through to the storefront's page (503 here, where the web app is not built).
    const discovery = await fetch(`${shop.url}/dev-oidc/.well-known/openid-configuration`);
    expect(await discovery.text()).not.toContain("authorization_endpoint");
    const page = await fetch(`${shop.url}/dev-sign-in/anything`);
    expect(await page.text()).not.toContain("Development sign-in");
  });

  it("sends the shopper to Google's account chooser, or back with sign_in_failed when Google cannot be reached", async () => {
    const response = await fetch(`${shop.url}/api/auth/google`, { redirect: "manual" });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location") ?? "");
    if (location.hostname === "accounts.google.com") {
      expect(location.searchParams.get("client_id")).toBe("1234-shop.apps.googleusercontent.com");
      expect(location.searchParams.get("redirect_uri")).toBe(`${shop.url}/api/auth/google/callback`);
      expect(location.searchParams.get("prompt")).toBe("select_account");
      expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    } else {
      // This machine has no route to Google: discovery fails and the shopper gets the error page, not a 500.
      expect(`${location.origin}${location.pathname}`).toBe(`${shop.url}/auth/callback`);
      expect(location.searchParams.get("error")).toBe("sign_in_failed");
    }
  });
});
