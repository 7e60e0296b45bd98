// Requests as the signed-in shopper: JSON in and out through the session (bearer token, one transparent refresh),
// errors as ApiError with the server's `error` text or the spec's 'HTTP error! status: N'.
import { apiErrorOf } from "../api-client";
import { shopperSession } from "../auth/session";

export async function accountRequest<T>(
  path: string,
  options: { method?: string; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json", ...options.headers };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await shopperSession.request(`/api${path}`, {
    method: options.method ?? "GET",
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (!response.ok) throw await apiErrorOf(response);
  return (await response.json()) as T;
}

/** Every query that belongs to the signed-in shopper starts with this key, so signing out drops them all at once. */
export const accountKey = ["account"] as const;
