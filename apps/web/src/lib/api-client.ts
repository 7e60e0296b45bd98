// The storefront's one way to call the shop's API: `api(endpoint, input)`, typed by the contract in packages/core;
// the signed-in shopper's endpoints go through the session (bearer token, one transparent refresh).
import { createApiClient, type Fetch } from "@mayil/core/api/api-client";
import { shopperSession } from "./auth/session";

export { ApiError, type FieldIssue, isClientError, isNotFound } from "@mayil/core/api/api-client";

/** The browser's fetch; the server's render of a page serves the same addresses itself (entry-server.tsx). */
let publicFetch: Fetch = (href, init) => fetch(href, init);

/** Public calls go to `serverFetch` instead of the network: how the server renders a page with its own responses. */
export function responsePublicCallsWith(serverFetch: Fetch) {
  publicFetch = serverFetch;
}

export const api = createApiClient({
  fetch: (href, init) => publicFetch(href, init),
  shopperFetch: (href, init) => shopperSession.request(href, init),
});
