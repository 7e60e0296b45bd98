// The development identity provider signs in anyone with any email, so it answers only clients on this machine.
import { isIP } from "node:net";
import type { FastifyReply, FastifyRequest } from "fastify";

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopback(ip: string): boolean {
  const v4 = ip.startsWith("::ffff:") ? ip.slice("::ffff:".length) : ip;
  if (isIP(v4) === 4) return v4.startsWith("127.");
  return ip === "::1";
}

export const DEV_SIGN_IN_REFUSED =
  "The development sign-in only works from the machine the shop runs on, because it lets anyone in with any " +
  "email. To sign in from another device, configure Google sign-in (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET).";

/**
 * onRequest hook for every development-provider route. request.ip is the client as TRUST_PROXY decides (by default
 * a proxy on this machine is believed about who it forwards, so a remote shopper behind it is refused too).
 */
export async function onlyFromThisMachine(request: FastifyRequest, reply: FastifyReply) {
  if (isLoopback(request.ip)) return;
  request.log.warn({ ip: request.ip }, "development sign-in refused to a client not on this machine");
  reply.status(403).header("cache-control", "no-store");
  if (request.headers.accept?.includes("text/html")) {
    return reply
      .header("content-type", "text/html; charset=utf-8")
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
          `<title>Development sign-in refused</title></head><body><main><h1>Development sign-in refused</h1>` +
          `<p>${DEV_SIGN_IN_REFUSED}</p></main></body></html>`,
      );
  }
  return reply.send({ error: DEV_SIGN_IN_REFUSED });
}
