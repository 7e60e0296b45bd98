// The shop's API as the component tests see it: the browser's fetch served here, at the network's edge, endpoint by
// endpoint of the contract in packages/core. The HTTP tests (apps/server/test) cover the real server; here what
// matters is what the components send and what a person sees of the response. Both sides are held to the contract: a
// request body its endpoint's schema refuses is refused with a 400, as the server would, and every response a test
// gives must parse with the endpoint's response schema, so a stand-in cannot drift from the server it stands in for.
import { API_PREFIX, type Endpoint, type EndpointReply } from "@mayil/core/api/endpoint";
import { vi } from "vitest";

/** One request as the component sent it. */
export interface SentRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

/** A refusal, as the server's error table gives it ({ error, issues? } with a 4xx or 5xx status). */
export interface Refusal {
  status: number;
  error: string;
  issues?: { field: string; message: string }[];
}

type CannedReply<E extends Endpoint> = EndpointReply<E> | Refusal;
type Responder<E extends Endpoint> = (request: SentRequest) => CannedReply<E> | Promise<CannedReply<E>>;

interface Route {
  endpoint: Endpoint;
  pattern: RegExp;
  names: string[];
  respond: Responder<Endpoint>;
  sent: SentRequest[];
}

export const refusal = (status: number, error: string, issues?: Refusal["issues"]): Refusal => ({
  status,
  error,
  ...(issues ? { issues } : {}),
});

const isRefusal = (response: unknown): response is Refusal =>
  typeof response === "object" && response !== null && "status" in response && "error" in response;

function routeOf(endpoint: Endpoint, respond: Responder<Endpoint>): Route {
  const names: string[] = [];
  const source = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return "([^/]+)";
  });
  return { endpoint, pattern: new RegExp(`^${API_PREFIX}${source}$`), names, respond, sent: [] };
}

/** Problems found while responding: a response outside the contract, a request nobody expected. */
let problems: string[] = [];
let routes: Route[] = [];
/** Counts tests: a request still on its way when its test ended must not reach the next test's responses. */
let testRun = 0;

async function serveFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const run = testRun;
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
  const method = (init.method ?? "GET").toUpperCase();
  const route = routes.find((r) => r.endpoint.method === method && r.pattern.test(url.pathname));
  if (!route) {
    problems.push(`nothing responses ${method} ${url.pathname}${url.search}`);
    return Response.json({ error: "Not Found" }, { status: 404 });
  }
  const match = route.pattern.exec(url.pathname) ?? [];
  const params = Object.fromEntries(
    route.names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? "")]),
  );
  const body = typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : init.body;
  const schemas = await route.endpoint.schemas();
  if (run !== testRun) throw new TypeError("Failed to fetch: the test that sent this request has ended");
  const request = { params, query: url.searchParams, body, headers: new Headers(init.headers) };
  route.sent.push(request);
  // A body the contract refuses is refused as the server refuses it: 400, the first problem as `error`, each field's
  // under `issues` (apps/server/src/http/error-handler.ts; the exact wording is the HTTP tests' to check).
  if (schemas.body && !(body instanceof FormData)) {
    const checked = schemas.body.safeParse(body);
    if (!checked.success) {
      const issues = checked.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message }));
      return Response.json({ error: issues[0]?.message ?? "The request body is not valid", issues }, { status: 400 });
    }
  }
  const reply = await route.respond(request);
  if (isRefusal(reply)) {
    const { status, ...error } = reply;
    return Response.json(error, { status });
  }
  if (schemas.response) {
    const checked = schemas.response.safeParse(reply);
    if (!checked.success)
      problems.push(`the test's response to ${route.endpoint.name} is outside the contract: ${checked.error}`);
  }
  if (reply === undefined) return new Response(null, { status: 204 });
  // Server-sent events travel as the stream the test gives, ended by the request's abort as a real fetch's body is.
  if (route.endpoint.responseType === "event-stream" && (reply as unknown) instanceof ReadableStream) {
    return new Response(endedByAbort(reply as ReadableStream<Uint8Array>, init.signal ?? undefined), {
      status: route.endpoint.status,
      headers: { "content-type": "text/event-stream" },
    });
  }
  // A spreadsheet travels as its text, as the server sends it (text/csv), not as a JSON string.
  if (route.endpoint.responseType === "csv" && typeof reply === "string") {
    return new Response(reply, { status: route.endpoint.status, headers: { "content-type": "text/csv" } });
  }
  return Response.json(reply, { status: route.endpoint.status });
}

/** The stream as a response body: what it sends, until it ends or the request is aborted (then an AbortError). */
function endedByAbort(stream: ReadableStream<Uint8Array>, signal: AbortSignal | undefined): ReadableStream<Uint8Array> {
  const reader = stream.getReader();
  let aborted = false;
  return new ReadableStream({
    start(controller) {
      signal?.addEventListener("abort", () => {
        aborted = true;
        controller.error(new DOMException("The request was aborted", "AbortError"));
        void reader.cancel();
      });
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (aborted) return;
      if (done) controller.close();
      else controller.enqueue(value);
    },
  });
}

export const fakeApi = {
  /** Responds to every call of `endpoint` from now on (the latest reply given for an endpoint wins). */
  respond<E extends Endpoint>(endpoint: E, reply: CannedReply<E> | Responder<E>) {
    const responder = (typeof reply === "function" ? reply : () => reply) as Responder<Endpoint>;
    routes = [routeOf(endpoint, responder), ...routes.filter((r) => r.endpoint !== endpoint)];
  },
  /** What the components sent to `endpoint`, oldest first. */
  sent(endpoint: Endpoint): SentRequest[] {
    return routes.find((r) => r.endpoint === endpoint)?.sent ?? [];
  },
  /** Takes over the browser's fetch for one test. */
  start() {
    testRun += 1;
    problems = [];
    routes = [];
    vi.stubGlobal("fetch", vi.fn(serveFetch));
  },
  /** Gives fetch back, and fails the test whose page asked for something unanswered or got a response outside the contract. */
  stop() {
    testRun += 1;
    vi.unstubAllGlobals();
    const found = problems;
    problems = [];
    routes = [];
    if (found.length > 0) throw new Error(`The API stand-in saw:\n${found.join("\n")}`);
  },
};
