// The desk's writes are never kept for later (decision 054): a move or a payment goes to the shop now or not at all.
// With no connection the worker does not send it and responds as the shop responds to a refusal, so the screen she tapped
// on says that nothing was saved; a connection that drops on the way is the browser's own failure, as before.
import type { RouteHandlerCallback, RouteMatchCallback } from "workbox-core";
import { OFFLINE_WRITE_REFUSAL } from "./names";

/** The shop's writes, but not the sign-in's own calls (a refresh, a logout): the session judges those itself. */
export const isDeskWrite: RouteMatchCallback = ({ url, request, sameOrigin }) =>
  sameOrigin &&
  request.method !== "GET" &&
  request.method !== "HEAD" &&
  url.pathname.startsWith("/api/") &&
  !url.pathname.startsWith("/api/auth/");

const refusal = () =>
  new Response(JSON.stringify({ error: OFFLINE_WRITE_REFUSAL, code: "offline_write" }), {
    status: 503,
    headers: { "content-type": "application/json; charset=utf-8", "x-mayil-offline": "1" },
  });

export const deskWrite: RouteHandlerCallback = async ({ request }) => {
  if (!navigator.onLine) return refusal();
  try {
    return await fetch(request);
  } catch (error) {
    // Refused before it left (the browser knew it was offline): still nothing saved.
    if (!navigator.onLine) return refusal();
    throw error;
  }
};
