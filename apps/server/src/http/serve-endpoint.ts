// Registers a route from its endpoint in the API contract (packages/core/src/api): method, path, validation,
// serialisation, documentation and who may call it all come from there; the route module adds only the handler.
import type { Endpoint, EndpointReply, ParsedPart } from "@mayil/core/api/endpoint";
import { apiErrorSchema } from "@mayil/core/catalogue-schemas";
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
} from "fastify";
import type { PublicJsonSender } from "./send-json";

/** The request of an endpoint, its parts typed from the contract's schemas. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: ParsedPart<E, "params">;
  Querystring: ParsedPart<E, "query">;
  Body: ParsedPart<E, "body">;
  Headers: ParsedPart<E, "headers">;
}>;

type Handler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => EndpointReply<E> | FastifyReply | Promise<EndpointReply<E> | FastifyReply>;

export interface EndpointRoute<E extends Endpoint> {
  handler: Handler<E>;
  /** Runs after the sign-in check of a shopper's endpoint (a per-shopper rate limit needs to know who it is). */
  onRequest?: onRequestHookHandler;
  preHandler?: preHandlerHookHandler;
  /** Route settings for plugins, e.g. `{ rateLimit }` for a per-address limit. */
  config?: FastifyContextConfig;
  /**
   * Answer from the public catalogue cache: the handler computes the body only when the cache has no fresh copy,
   * and the answer carries the public Cache-Control and an ETag.
   */
  publicCache?: PublicJsonSender;
}

export interface EndpointGuards {
  /** The sign-in check of `access: "shopper"` endpoints: 401 before the body is even looked at. */
  shopper?: onRequestHookHandler;
  /** The owner check of `access: "owner"` endpoints: 401 without a valid token, 403 for a shopper. */
  owner?: onRequestHookHandler;
}

export type ServeEndpoint = <E extends Endpoint>(endpoint: E, route: EndpointRoute<E>) => Promise<void>;

/** A `serve(endpoint, route)` for one Fastify scope (registered under /api), with its access checks. */
export function endpointServer(app: FastifyInstance, guards: EndpointGuards = {}): ServeEndpoint {
  return async (endpoint, route) => {
    const schemas = await endpoint.schemas();
    const signedIn = endpoint.access !== "public";
    const guard = endpoint.access === "public" ? undefined : guards[endpoint.access];
    if (signedIn && !guard) {
      throw new Error(`${endpoint.name} is for ${endpoint.access}s only, but no ${endpoint.access} check was given`);
    }
    const csv = endpoint.responseType === "csv";
    if (endpoint.encoding === "multipart" && schemas.body) {
      throw new Error(`${endpoint.name}: a multipart body's fields are read by its handler, not by a body schema`);
    }
    const response: Record<number, unknown> = {};
    // A CSV answer is text the handler writes itself; the JSON serialiser would quote it.
    if (schemas.response && !csv) response[endpoint.status] = schemas.response;
    for (const status of endpoint.errors) response[status] = schemas.errorResponses?.[status] ?? apiErrorSchema;
    const { handler, publicCache } = route;
    const status = endpoint.status;

    app.route({
      method: endpoint.method,
      url: endpoint.path,
      config: route.config,
      onRequest: [guard, route.onRequest].filter((hook) => hook !== undefined),
      preHandler: route.preHandler,
      // A shopper's (or the owner's) answers and their errors are for them alone: no browser or proxy may keep them.
      onSend: signedIn
        ? async (_request, reply) => {
            reply.header("cache-control", "no-store");
          }
        : undefined,
      schema: {
        tags: [endpoint.tag],
        summary: endpoint.summary,
        ...(signedIn ? { security: [{ bearer: [] }] } : {}),
        ...(schemas.params ? { params: schemas.params } : {}),
        ...(schemas.query ? { querystring: schemas.query } : {}),
        ...(schemas.body ? { body: schemas.body } : {}),
        ...(schemas.headers ? { headers: schemas.headers } : {}),
        ...(Object.keys(response).length > 0 ? { response } : {}),
      },
      // The contract's schemas type the request; Fastify's own generics cannot follow them through this helper.
      handler: publicCache
        ? (request: FastifyRequest, reply: FastifyReply) => {
            // Not awaited, and nothing returned: the sender finishes the reply itself (see send-json.ts).
            publicCache(
              reply,
              schemas.response as never,
              async () => (await handler(request as EndpointRequest<typeof endpoint>, reply)) as never,
            );
          }
        : (request: FastifyRequest, reply: FastifyReply) => {
            if (status !== 200) reply.status(status);
            return handler(request as EndpointRequest<typeof endpoint>, reply);
          },
    });
  };
}
