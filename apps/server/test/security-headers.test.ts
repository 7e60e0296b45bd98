// Every response tells the browser not to sniff types or leak full URLs; every storefront page carries a
// Content-Security-Policy allowing only the shop's own scripts (the shopper's tokens live in localStorage).
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { signedInMarkScript } from "@mayil/core/account/signed-in-mark";
import { tapKeeperScript } from "@mayil/core/storefront/tap-keeper";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_SECURITY_POLICY, contentSecurityPolicyFor } from "../src/http/security-headers";
import { STAND_IN_KEYS } from "./payments/razorpay-stand-in";
import { startTestShop, type TestShop } from "./test-app";

describe("security headers", () => {
  let shop: TestShop;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(os.tmpdir(), "mayil-web-"));
    writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Mayil Jewels</title><div id=root></div>");
    shop = await startTestShop("pglite", { seed: false, webDistDir: webDist });
  });
  afterAll(async () => {
    await shop?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it("puts a Content-Security-Policy on storefront pages: own scripts only, video players in frames, no framing", async () => {
    for (const page of ["/", "/cart", "/auth/callback?token=abc"]) {
      const response = await fetch(shop.url + page);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      const policy = response.headers.get("content-security-policy") ?? "";
      // The shop's own files, and the two inline scripts the rendered pages carry (the signed-in mark and the tap
      // keeper) by their hashes.
      const hash = (text: string) => createHash("sha256").update(text).digest("base64");
      expect(policy, page).toContain(
        `script-src 'self' 'sha256-${hash(signedInMarkScript)}' 'sha256-${hash(tapKeeperScript)}';`,
      );
      expect(policy).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval|\*)/);
      // Frames only from the video players the shop embeds (decision 039), not any https:// page.
      expect(policy).toContain("frame-src https://www.youtube-nocookie.com https://player.vimeo.com;");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
    }
  });

  it("sends nosniff, a referrer policy and a permissions policy with API responses too", async () => {
    const response = await fetch(`${shop.url}/api/health`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    expect(response.headers.get("content-security-policy")).toBeNull();
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    // Outside production (plain http on a developer's machine) browsers are not pinned to https.
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("keeps the API explorer outside production, unframeable", async () => {
    const page = await fetch(`${shop.url}/api/docs/`);
    expect(page.status).toBe(200);
    expect(page.headers.get("x-frame-options")).toBe("DENY");
  });

  it("keeps the sign-in callback's stricter referrer policy", async () => {
    const response = await fetch(`${shop.url}/api/auth/google/callback?error=access_denied`, { redirect: "manual" });
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
  });
});

describe("security headers in production behind https", () => {
  const production = {
    NODE_ENV: "production",
    PUBLIC_URL: "https://shop.example.in",
    GOOGLE_CLIENT_ID: "shop-client.apps.googleusercontent.com",
    GOOGLE_CLIENT_SECRET: "not-a-real-secret",
    AUTH_SECRET: "a-production-secret-of-at-least-32-characters",
  };
  let shop: TestShop;
  let docsOn: TestShop;
  beforeAll(async () => {
    shop = await startTestShop("pglite", { seed: false, env: production });
    docsOn = await startTestShop("pglite", { seed: false, env: { ...production, API_DOCS: "true" } });
  });
  afterAll(async () => {
    await shop?.close();
    await docsOn?.close();
  });

  it("tells browsers to use https only, on pages and API responses alike", async () => {
    for (const path of ["/api/health", "/api/products?limit=1"]) {
      const response = await fetch(shop.url + path);
      expect(response.headers.get("strict-transport-security"), path).toBe("max-age=31536000");
    }
  });

  it("does not publish the API explorer unless API_DOCS=true", async () => {
    for (const path of ["/api/docs", "/api/docs/", "/api/docs/json"]) {
      const response = await fetch(shop.url + path, { redirect: "manual" });
      expect(response.status, path).toBe(404);
    }
    const json = await fetch(`${docsOn.url}/api/docs/json`);
    expect(json.status).toBe(200);
    expect(((await json.json()) as { openapi: string }).openapi).toMatch(/^3\./);
  });
});

/** The policy's directives by name, each with its sources. */
const directives = (policy: string) =>
  new Map(policy.split("; ").map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1)]));

describe("the Content-Security-Policy with the payment gateway's checkout (decision 082)", () => {
  it("is exactly the shop's own without the gateway's keys", () => {
    expect(contentSecurityPolicyFor(null)).toBe(CONTENT_SECURITY_POLICY);
  });

  it("allows Razorpay's checkout script and its frames, and nothing else more", () => {
    const policy = directives(
      contentSecurityPolicyFor({
        checkoutUrl: "https://checkout.razorpay.com/v1/checkout.js",
        apiUrl: "https://api.razorpay.com",
      }),
    );
    const own = directives(CONTENT_SECURITY_POLICY);
    expect(policy.get("script-src")).toEqual([...(own.get("script-src") ?? []), "https://checkout.razorpay.com"]);
    expect(policy.get("frame-src")).toEqual([
      ...(own.get("frame-src") ?? []),
      "https://checkout.razorpay.com",
      "https://api.razorpay.com",
    ]);
    for (const [name, sources] of own) {
      if (name !== "script-src" && name !== "frame-src") expect(policy.get(name), name).toEqual(sources);
    }
  });

  it("allows the stand-in's one origin in tests", () => {
    const policy = directives(
      contentSecurityPolicyFor({
        checkoutUrl: "http://127.0.0.1:3970/v1/checkout.js",
        apiUrl: "http://127.0.0.1:3970",
      }),
    );
    expect(policy.get("script-src")?.at(-1)).toBe("http://127.0.0.1:3970");
    expect(policy.get("frame-src")?.filter((source) => source.startsWith("http://"))).toEqual([
      "http://127.0.0.1:3970",
    ]);
  });

  it("is what a shop with the keys sends with its pages, and a shop without sends the shop's own", async () => {
    const webDist = mkdtempSync(path.join(os.tmpdir(), "mayil-web-"));
    writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Mayil Jewels</title><div id=root></div>");
    const checkoutUrl = "http://127.0.0.1:3971/v1/checkout.js";
    const withKeys = await startTestShop("pglite", {
      seed: false,
      webDistDir: webDist,
      env: {
        RAZORPAY_KEY_ID: STAND_IN_KEYS.keyId,
        RAZORPAY_KEY_SECRET: STAND_IN_KEYS.keySecret,
        RAZORPAY_WEBHOOK_SECRET: STAND_IN_KEYS.webhookSecret,
        RAZORPAY_API_URL: "http://127.0.0.1:3971",
        RAZORPAY_CHECKOUT_URL: checkoutUrl,
      },
    });
    const withoutKeys = await startTestShop("pglite", { seed: false, webDistDir: webDist });
    try {
      const page = await fetch(`${withKeys.url}/orders/1`);
      expect(page.headers.get("content-security-policy")).toBe(
        contentSecurityPolicyFor({ checkoutUrl, apiUrl: "http://127.0.0.1:3971" }),
      );
      const plain = await fetch(`${withoutKeys.url}/orders/1`);
      expect(plain.headers.get("content-security-policy")).toBe(CONTENT_SECURITY_POLICY);
    } finally {
      await withKeys.close();
      await withoutKeys.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });
});
