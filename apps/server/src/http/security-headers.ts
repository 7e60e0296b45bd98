// Headers that make the browser refuse what the shop never does: run scripts from elsewhere, be framed, sniff types.
// The Content-Security-Policy matters because the shop keeps the shopper's tokens in localStorage
// (docs/shop/rules.md#names-and-fields): an injected script could read them, so only the shop's own scripts may run.
import { createHash } from "node:crypto";
import { signedInMarkScript } from "@mayil/core/account/signed-in-mark";
import { VIDEO_PLAYER_ORIGINS } from "@mayil/core/catalogue/video-links";
import { tapKeeperScript } from "@mayil/core/storefront/tap-keeper";
import type { FastifyInstance } from "fastify";

/** What a CSP source list allows an inline script by: the sha256 of its exact text, base64. */
export const inlineScriptHash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // Two inline scripts, by their hashes, at the top of every rendered page (modules/pages/page-meta.ts): the tap keeper,
  // which must listen before any button is painted, and the signed-in mark, which must mark the page before its
  // header is. Worked out from their text at start-up, so a change to them stays allowed.
  `script-src 'self' ${inlineScriptHash(signedInMarkScript)} ${inlineScriptHash(tapKeeperScript)}`,
  // Inline style attributes (React style props, the development sign-in page) carry no script.
  "style-src 'self' 'unsafe-inline'",
  // Product photos may be hosted elsewhere; video posters come from the video sites.
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  // Product videos play in the video site's own player, framed only from the allow-list (decision 039): YouTube's and
  // Vimeo's players; Instagram opens in a new tab.
  `frame-src ${VIDEO_PLAYER_ORIGINS.join(" ")}`,
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** Where the payment gateway's checkout comes from: its script's address and its API's (decision 082). */
export interface GatewayCheckout {
  checkoutUrl: string;
  apiUrl: string;
}

/**
 * The shop's policy with the payment gateway's checkout allowed (decision 082), for a shop that has the gateway's keys;
 * without them (`null`) exactly the shop's own policy.
 *
 * Razorpay's Standard Checkout is a script the page loads (checkout.js, which Razorpay requires be loaded from
 * https://checkout.razorpay.com, never bundled or hosted by the shop) that opens the payment form in a frame served
 * from Razorpay's API host (https://api.razorpay.com/v1/checkout/public) and parts of it from the checkout host. The
 * docs searched on 2026-12-03 held no Razorpay page listing CSP sources, so what is allowed is what that checkout
 * loads into the shop's page, and nothing more:
 * - script-src: the origin of RAZORPAY_CHECKOUT_URL (https://checkout.razorpay.com), where checkout.js comes from;
 * - frame-src: that origin and the origin of RAZORPAY_API_URL (https://api.razorpay.com), the checkout's frames.
 * Not connect-src: checkout.js talks to Razorpay from inside its own frame, whose policy is Razorpay's. Not
 * 'unsafe-inline' or a wildcard: the shopper's tokens in localStorage are why the policy exists. In tests both
 * settings point at the local stand-in, so its one origin is what is added.
 */
export function contentSecurityPolicyFor(gateway: GatewayCheckout | null): string {
  if (!gateway) return CONTENT_SECURITY_POLICY;
  const checkout = new URL(gateway.checkoutUrl).origin;
  const frames = [...new Set([checkout, new URL(gateway.apiUrl).origin])];
  return CONTENT_SECURITY_POLICY.split("; ")
    .map((directive) =>
      directive.startsWith("script-src ")
        ? `${directive} ${checkout}`
        : directive.startsWith("frame-src ")
          ? `${directive} ${frames.join(" ")}`
          : directive,
    )
    .join("; ");
}

/**
 * The shop's policy with a form allowed to end up at `origins` too (CSP's form-action covers a form's redirects).
 * A source list cannot name an IPv6 address (CSP's host grammar has no brackets): the browser ignores such a source
 * and logs an error on every page that carries it, so `http://[::1]:3000` is left out: leaving it out changes nothing
 * but the error (a sign-in begun at [::1], reachable only with HOST set to an IPv6 address, ends at localhost).
 */
export const contentSecurityPolicyWithFormsTo = (origins: readonly string[]) =>
  CONTENT_SECURITY_POLICY.replace(
    "form-action 'self'",
    ["form-action 'self'", ...origins.filter((origin) => !new URL(origin).hostname.startsWith("["))].join(" "),
  );

const EVERY_RESPONSE = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
  // The WhatsApp chat opens in a new window; keep the opener link so the page can tell if it was blocked.
  "cross-origin-opener-policy": "same-origin-allow-popups",
  // For browsers that ignore CSP frame-ancestors, and for pages without our CSP (the API explorer): never framed.
  "x-frame-options": "DENY",
};

/** A year, renewed with every response; no includeSubDomains, since the shop may not own every name under its domain. */
const STRICT_TRANSPORT_SECURITY = "max-age=31536000";

/**
 * Adds the headers to every response, and the CSP to every HTML page except the API explorer's own. With
 * `strictTransportSecurity` (production behind https) browsers are told never to come back over plain http; with
 * `gateway` (the shop has the payment gateway's keys) the pages may load its checkout.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  {
    strictTransportSecurity = false,
    gateway = null,
  }: { strictTransportSecurity?: boolean; gateway?: GatewayCheckout | null } = {},
): void {
  const pagePolicy = contentSecurityPolicyFor(gateway);
  const headers: Record<string, string> = strictTransportSecurity
    ? { ...EVERY_RESPONSE, "strict-transport-security": STRICT_TRANSPORT_SECURITY }
    : EVERY_RESPONSE;
  app.addHook("onSend", async (request, reply, payload) => {
    for (const [name, value] of Object.entries(headers)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    const type = String(reply.getHeader("content-type") ?? "");
    // Swagger UI ships its own page and scripts; it is a developer's tool under /api/docs.
    // A page that set its own (the development sign-in page, whose form may send the shopper on to another of this
    // machine's names) keeps it.
    if (
      type.startsWith("text/html") &&
      !request.url.startsWith("/api/docs") &&
      !reply.hasHeader("content-security-policy")
    ) {
      reply.header("content-security-policy", pagePolicy);
    }
    return payload;
  });
}
