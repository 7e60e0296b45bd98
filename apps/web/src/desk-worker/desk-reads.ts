// The desk's reads (GET /api/owner/*, /api/auth/me) in the worker: the network first, with a short wait, and the
// last response kept per account for when the network gives no response (decision 054). The page is told which
// responses were kept ones, and from when, so it can say it is offline.
import type { RouteMatchCallback } from "workbox-core";
import { NetworkFirst } from "workbox-strategies";
import { accountOf, keptKeyOf } from "./desk-accounts";
import { MAX_KEPT_BYTES, newestThatFit } from "./kept-reads-bound";
import { DESK_READS_CACHE, type DeskReadMessage } from "./names";

/** How long the network gets before the kept response is shown instead: a flaky connection should not hang the desk. */
const NETWORK_WAIT_SECONDS = 4;
/** When the kept response was read from the shop, on the stored copy. */
const READ_AT_HEADER = "x-mayil-read-at";
/** How many bytes the kept response's body holds, on the stored copy (the kept reads are bounded by bytes). */
const BYTES_HEADER = "x-mayil-bytes";

/**
 * A desk read is a JSON read (the API client asks for exactly application/json): the desk's downloads (CSV, PDF,
 * backups) and the alerts' event stream go straight to the network, never through the kept reads.
 */
export const isDeskRead: RouteMatchCallback = ({ url, request, sameOrigin }) =>
  sameOrigin &&
  request.method === "GET" &&
  request.headers.get("accept") === "application/json" &&
  (url.pathname.startsWith("/api/owner/") || url.pathname === "/api/auth/me");

async function tell(clientId: string | undefined, message: DeskReadMessage) {
  const client = clientId ? await (self as unknown as ServiceWorkerGlobalScope).clients.get(clientId) : undefined;
  client?.postMessage(message);
}

/** Lets the oldest kept reads go until the rest fit the bound (kept-reads-bound.ts); a cache's keys are oldest first. */
async function keepOnlyNewest(cache: Cache) {
  const newestFirst = [...(await cache.keys())].reverse();
  const sizes = await Promise.all(
    newestFirst.map(async (key) => Number((await cache.match(key))?.headers.get(BYTES_HEADER) ?? 0)),
  );
  await Promise.all(newestFirst.slice(newestThatFit(sizes)).map((key) => cache.delete(key)));
}

export const deskReads = new NetworkFirst({
  cacheName: DESK_READS_CACHE,
  networkTimeoutSeconds: NETWORK_WAIT_SECONDS,
  plugins: [
    {
      cacheKeyWillBeUsed: async ({ request }) => keptKeyOf(request),
      // Only an account's own successful reads are kept, stamped with when they were read.
      cacheWillUpdate: async ({ request, response }) => {
        const json = response.headers.get("content-type")?.startsWith("application/json");
        if (response.status !== 200 || !json || !accountOf(request)) return null;
        const body = await response.blob();
        if (body.size > MAX_KEPT_BYTES) return null;
        const headers = new Headers(response.headers);
        headers.set(READ_AT_HEADER, new Date().toISOString());
        headers.set(BYTES_HEADER, String(body.size));
        return new Response(body, { status: 200, statusText: response.statusText, headers });
      },
      cacheDidUpdate: async ({ cacheName }) => keepOnlyNewest(await caches.open(cacheName)),
      // A kept copy is used only when the network gave no response: the page hears from when it is.
      cachedResponseWillBeUsed: async ({ cachedResponse, event, request }) => {
        if (cachedResponse) {
          const readAt = cachedResponse.headers.get(READ_AT_HEADER);
          await tell((event as FetchEvent).clientId, {
            type: "mayil-desk-read",
            path: new URL(request.url).pathname,
            readAt,
          });
        }
        return cachedResponse;
      },
      fetchDidSucceed: async ({ event, request, response }) => {
        await tell((event as FetchEvent).clientId, {
          type: "mayil-desk-read",
          path: new URL(request.url).pathname,
          readAt: null,
        });
        return response;
      },
    },
  ],
});
