// What an API endpoint is, for both sides: its method, path, who may call it and its zod schemas. The server
// registers its routes from these (validation, serialisation and OpenAPI follow); the web client calls them typed.
//
// The schemas sit behind a loader (a dynamic import) on purpose: the server awaits them, while the storefront
// needs only their *types*, so zod never enters the shopper's JavaScript (decision 010).
import type { z } from "zod";
import { type ErrorCode, refusalsOf, type ServerSpecificCode } from "./error-codes";

/** Where every endpoint's path lives on the shop's origin. */
export const API_PREFIX = "/api";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may call an endpoint: anyone; only a signed-in shopper (bearer token, 401 otherwise); or only an owner
 * (401 without a token, 403 for a shopper). Owners are shoppers too: a "shopper" endpoint serves them as well.
 */
export type Access = "public" | "shopper" | "owner";

/** The zod schemas of one endpoint; a part it does not have is left out. */
export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body, or the text fields of a multipart one (its files arrive beside them). */
  body?: z.ZodType;
  headers?: z.ZodType;
  /** The response on success; none for an endpoint that redirects the browser. */
  response?: z.ZodType;
  /** Responses other than `{ error }` for a status in `errors` (health's 503 keeps its own shape). */
  errorResponses?: Partial<Record<number, z.ZodType>>;
}

export interface EndpointDefinition<M> {
  method: HttpMethod;
  /** Under `/api` (API_PREFIX), with `:name` for each path parameter (Fastify's form). */
  path: `/${string}`;
  access: Access;
  /** One line for the API documentation. */
  summary: string;
  /** The success status: 200 unless it says otherwise (201 for a created record, 302 for a redirect). */
  status?: 200 | 201 | 302;
  /** The error statuses it responds with `{ error }`, for the documentation (400, 401, 404, 409, 429, ...). */
  errors?: readonly number[];
  /**
   * The specific codes it refuses with (`only_n_left`, `utr_taken`, ...), each under its own status
   * (error-codes.ts), which must be among `errors`. Every other refusal carries its status's general code.
   */
  codes?: readonly ServerSpecificCode[];
  /** How the body travels: JSON (the default) or multipart form data (photos). */
  encoding?: "json" | "multipart";
  /**
   * What the response is: JSON (the default), a CSV file for a spreadsheet (its response schema is the text), or a file
   * to save (a backup, or a PDF to print; the client gets its bytes as a Blob), or server-sent events (a ReadableStream).
   */
  responseType?: ResponseType;
  /** Picks this endpoint's schemas from its group's schema module. */
  schemas: (module: M) => EndpointSchemas;
}

/**
 * What an endpoint's success response is: JSON, a spreadsheet's text, a file (a backup), a PDF to print, or server-sent
 * events (the desk's live alerts; the client gets the body's stream of bytes).
 */
export type ResponseType = "json" | "csv" | "file" | "pdf" | "event-stream";

/** How a request body travels. */
export type BodyEncoding = "json" | "multipart";

export interface Endpoint<S extends EndpointSchemas = EndpointSchemas, B extends BodyEncoding = BodyEncoding> {
  readonly name: string;
  readonly tag: string;
  readonly method: HttpMethod;
  /** Under `/api` (API_PREFIX). */
  readonly path: `/${string}`;
  readonly access: Access;
  readonly summary: string;
  readonly status: 200 | 201 | 302;
  readonly errors: readonly number[];
  /** Every code it may refuse with, by status: what its declaration lists, and what any endpoint may be refused with. */
  readonly refusals: Readonly<Record<number, readonly ErrorCode[]>>;
  readonly encoding: B;
  readonly responseType: ResponseType;
  /** The schemas, loaded on first use (by the server at start; never by the browser). */
  readonly schemas: () => Promise<S>;
}

type EndpointsOf<M, D extends Record<string, EndpointDefinition<M>>> = {
  [K in keyof D]: Endpoint<
    ReturnType<D[K]["schemas"]>,
    // Kept as a literal, so a multipart endpoint's callers send FormData (EndpointInput).
    D[K] extends { encoding: "multipart" } ? "multipart" : "json"
  >;
};

/**
 * One group of endpoints (a documentation tag) whose schemas come from one module. `load` is a dynamic import so
 * that bundlers keep the schemas (and zod) out of anything that only calls the endpoints.
 */
export function defineEndpoints<M, const D extends Record<string, EndpointDefinition<M>>>(
  tag: string,
  load: () => Promise<M>,
  definitions: D,
): EndpointsOf<M, D> {
  const endpoints: Record<string, Endpoint> = {};
  for (const [name, definition] of Object.entries(definitions)) {
    endpoints[name] = {
      name: `${tag}.${name}`,
      tag,
      method: definition.method,
      path: definition.path,
      access: definition.access,
      summary: definition.summary,
      status: definition.status ?? 200,
      errors: definition.errors ?? [],
      // Worked out when first read (by the server at start, by tests), never while the storefront's files evaluate.
      get refusals() {
        const refusals = refusalsOf(`${tag}.${name}`, definition.errors ?? [], definition.codes ?? []);
        Object.defineProperty(this, "refusals", { value: refusals });
        return refusals;
      },
      encoding: definition.encoding ?? "json",
      responseType: definition.responseType ?? "json",
      schemas: async () => definition.schemas(await load()),
    };
  }
  // Built key by key from D, so each entry is the endpoint of its definition.
  return endpoints as EndpointsOf<M, D>;
}

// --- What a caller sends and gets, derived from the schemas ---

type Schema<S, K extends keyof EndpointSchemas> = S extends { [P in K]: infer T extends z.ZodType } ? T : never;

/** One part's schema of an endpoint (never when it has none). */
export type EndpointSchema<E extends Endpoint, K extends keyof EndpointSchemas> = Schema<SchemasOf<E>, K>;

/** A part as the server's handler reads it, after validation (unknown when the endpoint has no such part). */
export type ParsedPart<E extends Endpoint, K extends "params" | "query" | "body" | "headers"> = [
  EndpointSchema<E, K>,
] extends [never]
  ? unknown
  : z.output<EndpointSchema<E, K>>;

/** Path parameters: numbers or text, each put into the path URL-encoded. */
export type ParamsInput<S> = [Schema<S, "params">] extends [never]
  ? never
  : { [K in keyof z.input<Schema<S, "params">>]: string | number };

/**
 * Query parameters: which ones may be left out follows the schema's input, their types its output (what the server
 * reads: `page: 2`, not `"2"`); an undefined or empty value is left out of the URL.
 */
export type QueryInput<S> = [Schema<S, "query">] extends [never]
  ? never
  : {
      [K in keyof z.input<Schema<S, "query">>]: K extends keyof z.output<Schema<S, "query">>
        ? z.output<Schema<S, "query">>[K] | undefined
        : never;
    };

export type BodyInput<S> = [Schema<S, "body">] extends [never] ? never : z.input<Schema<S, "body">>;
export type HeadersInput<S> = [Schema<S, "headers">] extends [never] ? never : z.input<Schema<S, "headers">>;

type SchemasOf<E> = E extends Endpoint<infer S, BodyEncoding> ? S : never;

/** Everything a call of the endpoint needs, and nothing it does not have; a part whose every field is optional may be left out. */
export type EndpointInput<E extends Endpoint> = Simplify<
  OptionalWhenEmpty<
    OmitNever<{
      params: ParamsInput<SchemasOf<E>>;
      query: QueryInput<SchemasOf<E>>;
      body: E["encoding"] extends "multipart" ? FormData : BodyInput<SchemasOf<E>>;
      headers: HeadersInput<SchemasOf<E>>;
    }>
  >
>;

// biome-ignore lint/complexity/noBannedTypes: "{} fits T" means every field of T is optional
type AllOptional<T> = {} extends T ? true : false;
type OptionalWhenEmpty<T> = { [K in keyof T as AllOptional<T[K]> extends true ? never : K]: T[K] } & {
  [K in keyof T as AllOptional<T[K]> extends true ? K : never]?: T[K];
};
type Simplify<T> = { [K in keyof T]: T[K] } & {};

type OmitNever<T> = { [K in keyof T as [T[K]] extends [never] ? never : K]: T[K] };

/** What the endpoint returns on success, as the caller reads it (the schema's output, after the server's check). */
export type EndpointResponse<E extends Endpoint> =
  Schema<SchemasOf<E>, "response"> extends infer R extends z.ZodType ? z.output<R> : undefined;

/** What a server handler returns for the endpoint (the schema's input: the serialiser turns it into the response). */
export type EndpointReply<E extends Endpoint> =
  Schema<SchemasOf<E>, "response"> extends infer R extends z.ZodType ? z.input<R> : undefined;

/** One call of an endpoint with its input, prepared beforehand: for `api.call(call)` or `endpointHref`. */
export interface EndpointCall<E extends Endpoint> {
  endpoint: E;
  input: EndpointInput<E>;
}

export const endpointCall = <E extends Endpoint>(endpoint: E, input: EndpointInput<E>): EndpointCall<E> => ({
  endpoint,
  input,
});

// --- Addresses ---

/** '?a=1&b=2' from the parameters that have a value, in the order given. */
export function queryString(params: Record<string, string | number | boolean | undefined | null>): string {
  const pairs = Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== null && value !== "")
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length > 0 ? `?${pairs.join("&")}` : "";
}

/**
 * The address of one call under /api: path parameters filled in (URL-encoded), then the query in the order given.
 * The server's preload hints use it too, so a hinted fetch and the page's own fetch are the same URL.
 */
export function endpointHref(
  endpoint: Pick<Endpoint, "path" | "name">,
  input: { params?: Record<string, string | number>; query?: Record<string, unknown> } = {},
): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = input.params?.[name];
    if (value === undefined || value === "") throw new Error(`${endpoint.name}: the path needs ${name}`);
    return encodeURIComponent(String(value));
  });
  return `${path}${queryString((input.query ?? {}) as Record<string, string | number | undefined>)}`;
}
