// Sends requests while the database misbehaves and keeps every response (status, time, body), so a test can check
// that none was a 500 or a dropped socket and that each 503 is the shopper-facing JSON with Retry-After.
import { DATABASE_UNAVAILABLE_MESSAGE } from "../../src/http/error-handler";

export interface Response {
  what: string;
  /** 0 when the socket was dropped or the request failed without an HTTP response. */
  status: number;
  ms: number;
  body: unknown;
  retryAfter: string | null;
  failure?: string;
}

export async function send(what: string, url: string, init: RequestInit = {}): Promise<Response> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = `not JSON: ${text.slice(0, 100)}`;
    }
    return {
      what,
      status: response.status,
      ms: performance.now() - started,
      body,
      retryAfter: response.headers.get("retry-after"),
    };
  } catch (error) {
    return { what, status: 0, ms: performance.now() - started, body: null, retryAfter: null, failure: String(error) };
  }
}

/** The 503 every API gives while the database is out of reach. */
export function isUnavailableResponse(response: Response): boolean {
  return (
    response.status === 503 &&
    (response.body as { error?: unknown } | null)?.error === DATABASE_UNAVAILABLE_MESSAGE &&
    Number(response.retryAfter) > 0
  );
}

/** Responds with that break the promise: a 5xx other than the proper 503, or no HTTP response at all. */
export function brokenResponses(responses: Response[]): Response[] {
  return responses.filter((a) => a.status === 0 || (a.status >= 500 && !isUnavailableResponse(a)));
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A pickup order for one unit, with whatever key the caller gives. */
export function orderRequest(token: string, productId: number, key: string): RequestInit {
  return {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "idempotency-key": key },
    body: JSON.stringify({
      customer_name: "Meera Pillai",
      customer_phone: "+919847012345",
      delivery_method: "pickup",
      pickup_location: "Peyad",
      order_items: [{ product_id: productId, quantity: 1 }],
    }),
  };
}

export const bearer = (token: string): RequestInit => ({ headers: { authorization: `Bearer ${token}` } });
