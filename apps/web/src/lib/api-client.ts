// The one place the storefront talks HTTP to the shop's API: JSON in, the server's error text out.

/** A non-OK answer: the server's `error` field when it sent one, else the spec's 'HTTP error! status: N'. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(`/api${path}`, { signal, headers: { accept: "application/json" } });
  if (!response.ok) throw await apiErrorOf(response);
  return (await response.json()) as T;
}

/** The ApiError of a non-OK answer, carrying the server's `error` text when it sent one. */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  return new ApiError(await errorText(response), response.status);
}

async function errorText(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === "object" && "error" in body && typeof body.error === "string") return body.error;
  } catch {
    // Not JSON: fall through to the generic text.
  }
  return `HTTP error! status: ${response.status}`;
}

/** True for answers that will not change on retry (a missing product, a bad slug). */
export const isClientError = (error: unknown) => error instanceof ApiError && error.status < 500;

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
