// Sends a public catalogue response from the shared cache, with the HTTP caching headers browsers and CDNs use.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { PublicCache } from "./public-cache";
import { chooseEncoding, type PublicResponse } from "./public-response";

/** Browsers and CDNs may reuse a response for a minute, then revalidate it cheaply with its ETag. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";

export type PublicJsonSender = <S extends z.ZodType>(
  reply: FastifyReply,
  schema: S,
  compute: () => Promise<z.input<S>>,
) => void;

/**
 * Outside production every fresh response is checked against its schema, so tests catch a response that drifts
 * from the documented shape; in production the check is skipped because the types already guarantee it.
 */
export function publicJsonSender(cache: PublicCache, checkShapes: boolean): PublicJsonSender {
  // Handlers call this without awaiting it: an async handler that resolves before its reply is sent confuses
  // Fastify's onSend pipeline (compressed bodies come out empty), so the reply is always finished here.
  return (reply, schema, compute) => {
    cache
      .response(responseKey(reply.request), async () => {
        const value = await compute();
        if (checkShapes) schema.parse(value);
        return value;
      })
      .then((response) => sendResponse(reply, response))
      // A failed computation is sent as the error; a connection lost after the response was sent is nothing to send.
      .catch((error: unknown) => {
        if (!reply.sent) reply.send(error);
      });
  };
}

/**
 * Where a public response is kept: its route and what the route's checks read from the request, its params and query.
 * The checks drop query parameters the endpoint does not take, so `?utm_source=…` or junk makes no new entry, and
 * `?limit=24&page=1` is `?page=1&limit=24` (decision 001). The checked values are plain text, numbers and true/false.
 */
function responseKey(request: FastifyRequest): string {
  return `${request.routeOptions.url}?${JSON.stringify(request.params)}${JSON.stringify(request.query)}`;
}

/**
 * Sends the response compressed as the client prefers, from bytes compressed once per response. With the ETag and
 * Content-Encoding set here, @fastify/etag and @fastify/compress leave the reply alone (etag still responds with 304).
 *
 * Resolves with the reply, which is itself a promise of the response's end: a handler returning this waits for the
 * send to finish. Resolving with nothing while the send was still in its onSend hooks made Fastify send the reply a
 * second time (a page kept in the cache logged ERR_HTTP_HEADERS_SENT and a 500 at every visit).
 */
export async function sendResponse(
  reply: FastifyReply,
  response: PublicResponse,
  cacheControl = PUBLIC_CACHE_CONTROL,
): Promise<FastifyReply> {
  reply
    .header("cache-control", cacheControl)
    .header("etag", response.etag)
    // Added to what the route says its response depends on (the bare home: the shopper's language, page-routes.ts).
    .header("vary", [reply.getHeader("vary"), "accept-encoding"].filter(Boolean).join(", "))
    .type(response.type);
  const { headers } = reply.request;
  const encoding = response.compressible ? chooseEncoding(headers["accept-encoding"]) : undefined;
  const revalidated = headers["if-none-match"] === response.etag;
  if (!encoding || revalidated) return reply.send(response.body);
  const bytes = await response.encodedAs(encoding);
  return reply.header("content-encoding", encoding).send(bytes);
}
