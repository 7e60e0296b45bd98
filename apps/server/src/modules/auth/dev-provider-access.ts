// The development identity provider signs in anyone with any email, so it serves only clients on this machine,
// talking to the shop directly.
import { isIP } from "node:net";
import type { FastifyReply, FastifyRequest } from "fastify";
import { escapeHtml } from "./dev-sign-in-page";

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopback(ip: string): boolean {
  const v4 = ip.startsWith("::ffff:") ? ip.slice("::ffff:".length) : ip;
  if (isIP(v4) === 4) return v4.startsWith("127.");
  return ip === "::1";
}

export const DEV_SIGN_IN_REFUSED =
  "The development sign-in only works from the machine the shop runs on, because it lets anyone in with any " +
  "email. To sign in from another device, configure Google sign-in (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET).";

/** Headers a proxy, a tunnel or a load balancer adds to say whom it is passing a request on for. */
const FORWARDING_HEADERS = ["forwarded", "x-real-ip", "x-client-ip", "true-client-ip", "cf-connecting-ip", "via"];

/** The first header on the request (its name in lower case) that says a proxy passed it on; null if none. */
export function forwardingHeaderOf(request: FastifyRequest): string | null {
  return (
    Object.keys(request.headers).find((name) => name.startsWith("x-forwarded-") || FORWARDING_HEADERS.includes(name)) ??
    null
  );
}

export const devSignInThroughProxyRefused = (header: string) =>
  `The development sign-in refuses a request passed on by a proxy (it carried ${header}): it lets anyone in with ` +
  "any email, so it only serves a browser on the shop's own machine that connects to the shop directly. Behind " +
  "Caddy, nginx or a tunnel, configure Google sign-in (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET).";

/**
 * onRequest hook for every development-provider route. A request carrying a forwarding header came through a proxy
 * (or says it did): refused whatever TRUST_PROXY says, since a proxy or tunnel on this machine makes every visitor
 * look local (decision 003). Otherwise request.ip must be this machine: with TRUST_PROXY set, the client the trusted
 * proxy names, so a remote shopper behind it is refused too.
 */
export async function onlyFromThisMachine(request: FastifyRequest, reply: FastifyReply) {
  const header = forwardingHeaderOf(request);
  if (header === null && isLoopback(request.ip)) return;
  const why = header === null ? DEV_SIGN_IN_REFUSED : devSignInThroughProxyRefused(header);
  request.log.warn(
    header === null ? { ip: request.ip } : { header },
    header === null
      ? "development sign-in refused to a client not on this machine"
      : "development sign-in refused to a request passed on by a proxy",
  );
  reply.status(403).header("cache-control", "no-store");
  if (request.headers.accept?.includes("text/html")) {
    return reply
      .header("content-type", "text/html; charset=utf-8")
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
          `<title>Development sign-in refused</title></head><body><main><h1>Development sign-in refused</h1>` +
          `<p>${escapeHtml(why)}</p></main></body></html>`,
      );
  }
  return reply.send({ error: why, code: "forbidden" });
}
