// Calls an endpoint of the contract: the address from its path and parameters, a JSON or multipart body, and the
// response typed from its response schema. The transport (plain fetch, or the signed-in shopper's session) is given
// by the app, so the browser, tests and benches all call the API the same way.
import {
  API_PREFIX,
  type Endpoint,
  type EndpointCall,
  type EndpointInput,
  type EndpointResponse,
  endpointHref,
} from "./endpoint";
import { type ErrorCode, type ErrorDetails, generalCodeOfStatus, isErrorCode } from "./error-codes";

/** One problem with one field of a refused body (a 400's `issues`), e.g. `items.0.quantity`. */
export interface FieldIssue {
  field: string;
  message: string;
}

/**
 * A non-OK response: the server's `error` field when it sent one, else the spec's 'HTTP error! status: N'; for a
 * refused form, every field's problem too, so a form can show each beside its field. `code` is the refusal's stable
 * code (error-codes.ts), which a program switches on. A response that was not the shop's (a proxy's page, a body cut
 * short) has only its status: its code is that status's general one, and `fromShop` is false, as its words are only
 * the generic text.
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly fromShop: boolean;

  constructor(
    message: string,
    readonly status: number,
    readonly issues: readonly FieldIssue[] = [],
    code?: ErrorCode,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.code = code ?? generalCodeOfStatus(status);
    this.fromShop = code !== undefined;
  }
}

export type Fetch = (href: string, init: RequestInit) => Promise<Response>;

export interface ApiTransport {
  /** For public endpoints. */
  fetch: Fetch;
  /** For the signed-in shopper's (and owner's) endpoints: attaches the bearer token (and refreshes it when it has expired). */
  shopperFetch: Fetch;
  /** Put in front of every address, e.g. "http://127.0.0.1:3000" outside the browser; "" in the browser. */
  origin?: string;
}

export interface CallOptions {
  signal?: AbortSignal;
}

/** The arguments of a call: the input may be left out when every part of it is optional. */
export type CallArguments<E extends Endpoint> =
  // biome-ignore lint/complexity/noBannedTypes: "the empty input fits", i.e. every part of the input is optional
  {} extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

export interface ApiClient {
  <E extends Endpoint>(endpoint: E, ...args: CallArguments<E>): Promise<EndpointResponse<E>>;
  /** The same for a call prepared beforehand (packages/core's catalogueCalls). */
  call<E extends Endpoint>(call: EndpointCall<E>, options?: CallOptions): Promise<EndpointResponse<E>>;
}

interface LooseInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string | undefined>;
}

export function createApiClient(transport: ApiTransport): ApiClient {
  const send = async (endpoint: Endpoint, input: LooseInput | undefined, options: CallOptions | undefined) => {
    const { params, query, body, headers: extraHeaders } = input ?? {};
    const csv = endpoint.responseType === "csv";
    const file = endpoint.responseType === "file" || endpoint.responseType === "pdf";
    const accept = {
      json: "application/json",
      csv: "text/csv",
      file: "application/gzip, application/json",
      pdf: "application/pdf, application/json",
      "event-stream": "text/event-stream",
    };
    const headers: Record<string, string> = { accept: accept[endpoint.responseType] };
    for (const [name, value] of Object.entries(extraHeaders ?? {})) if (value !== undefined) headers[name] = value;
    let payload: RequestInit["body"];
    // FormData sets its own multipart content type, boundary included.
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(body);
    }
    const href = `${transport.origin ?? ""}${API_PREFIX}${endpointHref(endpoint, { params, query })}`;
    const send = endpoint.access === "public" ? transport.fetch : transport.shopperFetch;
    const response = await send(href, { method: endpoint.method, headers, body: payload, signal: options?.signal });
    if (!response.ok) throw await apiErrorOf(response);
    // A spreadsheet's response is its text (the endpoint's response schema is a string).
    if (csv) return await response.text();
    // Server-sent events: the body as it arrives, for the caller to read until it ends (or it aborts the signal).
    if (endpoint.responseType === "event-stream") {
      if (!response.body) throw new ApiError("The server sent no stream", response.status);
      return response.body;
    }
    // A file to save: its bytes, whatever its size, as the browser keeps them.
    if (file) return await response.blob();
    // The one place a response gets its type: the server checks every response against this endpoint's response
    // schema before sending it (its serialiser), so the shape is the contract's.
    return (await response.json()) as unknown;
  };
  // The typed faces of `send`: what the response is follows from the endpoint (see the note on send's return).
  const api = (<E extends Endpoint>(endpoint: E, ...[input, options]: CallArguments<E>) =>
    send(endpoint, input as LooseInput | undefined, options) as Promise<EndpointResponse<E>>) as ApiClient;
  api.call = <E extends Endpoint>(call: EndpointCall<E>, options?: CallOptions) =>
    send(call.endpoint, call.input as LooseInput, options) as Promise<EndpointResponse<E>>;
  return api;
}

/** The ApiError of a non-OK response, carrying the server's `error` text (and `issues`) when it sent them. */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const fallback = `HTTP error! status: ${response.status}`;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // Not JSON: the generic text.
    return new ApiError(fallback, response.status);
  }
  if (!body || typeof body !== "object") return new ApiError(fallback, response.status);
  const message = "error" in body && typeof body.error === "string" ? body.error : fallback;
  const issues =
    "issues" in body && Array.isArray(body.issues)
      ? body.issues.filter(
          (issue): issue is FieldIssue => typeof issue?.field === "string" && typeof issue?.message === "string",
        )
      : [];
  // A refusal about one field from the shop's rules (not the body's shape) names it alone: one issue for that field.
  if (issues.length === 0 && "field" in body && typeof body.field === "string" && body.field) {
    issues.push({ field: body.field, message });
  }
  const code = "code" in body && isErrorCode(body.code) ? body.code : undefined;
  const details = "details" in body && body.details && typeof body.details === "object" ? detailsOf(body.details) : {};
  return new ApiError(message, response.status, issues, code, details);
}

/** Only the plain values a refusal's details may hold. */
function detailsOf(details: object): ErrorDetails {
  return Object.fromEntries(
    Object.entries(details).filter(([, value]) => typeof value === "string" || typeof value === "number"),
  );
}

/** True for responses that will not change on retry (a missing product, a bad slug). */
export const isClientError = (error: unknown) => error instanceof ApiError && error.status < 500;

export const isNotFound = (error: unknown) => error instanceof ApiError && error.code === "not_found";
