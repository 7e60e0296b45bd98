// The storefront's one way to call the shop's API: `api(endpoint, input)`, typed by the contract in packages/core;
// the signed-in shopper's endpoints go through the session (bearer token, one transparent refresh).
import { createApiClient } from "@mayil/core/api/api-client";
import { shopperSession } from "./auth/session";

export { ApiError, type FieldIssue, isClientError, isNotFound } from "@mayil/core/api/api-client";

export const api = createApiClient({
  fetch: (href, init) => fetch(href, init),
  shopperFetch: (href, init) => shopperSession.request(href, init),
});
