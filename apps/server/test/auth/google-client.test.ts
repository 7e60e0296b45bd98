// With the shop's Google client configured, sign-in goes to Google and the development provider is not served.
// Google itself is played by a stand-in OpenID provider on this machine (its discovery document, which is all the
// start of a sign-in reads), so these checks run everywhere, CI included, and the same when Google cannot be reached.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, useTestShop } from "../test-app";

const CLIENT_ID = "1234-shop.apps.googleusercontent.com";

/** A stand-in for https://accounts.google.com: serves its discovery document and counts the times it was read. */
async function standInGoogle() {
  let discoveries = 0;
  const server: Server = createServer((request, response) => {
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    if (request.url !== "/.well-known/openid-configuration") return response.writeHead(404).end();
    discoveries++;
    response.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        issuer,
        authorization_endpoint: `${issuer}/o/oauth2/v2/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/oauth2/v3/certs`,
        response_types_supported: ["code"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["RS256"],
        code_challenge_methods_supported: ["S256"],
      }),
    );
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, server, discoveries: () => discoveries };
}

const google = await standInGoogle();
/** An address where nothing listens: Google out of reach. */
const unreachable = `http://127.0.0.1:${await freePort()}`;
afterAll(() => new Promise<void>((closed) => google.server.close(() => closed())));

const googleEnv = (issuer: string) => ({
  NODE_ENV: "production",
  GOOGLE_CLIENT_ID: CLIENT_ID,
  GOOGLE_CLIENT_SECRET: "google-client-secret",
  GOOGLE_ISSUER: issuer,
  AUTH_SECRET: "production-secret-production-secret-0123",
});

describe("with the shop's Google client", () => {
  const shop = useTestShop("pglite", { seed: false, env: googleEnv(google.url) });

  it("does not serve the development identity provider or its sign-in page", async () => {
    // Unknown paths fall through to the storefront's page (503 here, where the web app is not built).
    const discovery = await fetch(`${shop.url}/dev-oidc/.well-known/openid-configuration`);
    expect(await discovery.text()).not.toContain("authorization_endpoint");
    const page = await fetch(`${shop.url}/dev-sign-in/anything`);
    expect(await page.text()).not.toContain("Development sign-in");
  });

  it("sends the shopper to Google's account chooser with the shop's client, its callback and PKCE", async () => {
    const response = await fetch(`${shop.url}/api/auth/google`, { redirect: "manual" });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe(`${google.url}/o/oauth2/v2/auth`);
    expect(location.searchParams.get("client_id")).toBe(CLIENT_ID);
    expect(location.searchParams.get("redirect_uri")).toBe(`${shop.url}/api/auth/google/callback`);
    expect(location.searchParams.get("prompt")).toBe("select_account");
    expect(location.searchParams.get("response_type")).toBe("code");
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(google.discoveries()).toBeGreaterThan(0);
  });
});

describe("with the shop's Google client, when Google cannot be reached", () => {
  const shop = useTestShop("pglite", { seed: false, env: googleEnv(unreachable) });

  it("sends the shopper back with sign_in_failed, not a 500", async () => {
    const response = await fetch(`${shop.url}/api/auth/google`, { redirect: "manual" });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe(`${shop.url}/auth/callback`);
    expect(location.searchParams.get("error")).toBe("sign_in_failed");
  });
});
