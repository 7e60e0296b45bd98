// Registers a route from its endpoint in the API contract (packages/core/src/api): method, path, validation,
// serialisation, documentation and who may call it all come from there; the route module adds only the handler.
import type { Endpoint, EndpointReply, ParsedPart } from "@mayil/core/api/endpoint";
import type { ErrorCode } from "@mayil/core/api/error-codes";
import { apiErrorSchema } from "@mayil/core/catalogue/catalogue-schemas";
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  onRequestHookHandler,
  preHandlerHookHandler,
} from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import type { PublicJsonSender } from "./send-json";

/**
 * The request of an endpoint, its parts typed from the contract's schemas. A multipart body is a stream the handler
 * reads itself (its text fields checked by the body schema then), so it has no parsed body here.
 */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: ParsedPart<E, "params">;
  Querystring: ParsedPart<E, "query">;
  Body: E["encoding"] extends "multipart" ? unknown : ParsedPart<E, "body">;
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
   * Response from the public catalogue cache: the handler computes the body only when the cache has no fresh copy,
   * and the response carries the public Cache-Control and an ETag.
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
    const csv = endpoint.responseType !== "json";
    const multipart = endpoint.encoding === "multipart";
    const response: Record<number, unknown> = {};
    // A CSV response (or a file) is what the handler writes itself; the JSON serialiser would quote it.
    if (schemas.response && !csv) response[endpoint.status] = schemas.response;
    // Each status's refusal names, in the API document, the codes it may carry.
    for (const status of endpoint.errors) {
      response[status] = schemas.errorResponses?.[status] ?? refusalSchema(endpoint.refusals[status] ?? []);
    }
    const { handler, publicCache } = route;
    const status = endpoint.status;

    app.route({
      method: endpoint.method,
      url: endpoint.path,
      // Read by declared-refusals.ts: a refusal's code must be one of these.
      config: {
        ...route.config,
        refusals: endpoint.refusals,
        endpoint: endpoint.name,
        ownErrorShapes: Object.keys(schemas.errorResponses ?? {}).map(Number),
      },
      // Server-sent events go out as they are written: compressing would hold them back until a block fills.
      ...(endpoint.responseType === "event-stream" ? { compress: false } : {}),
      ...(multipart ? { validatorCompiler: documentedBodyOnly } : {}),
      onRequest: [guard, route.onRequest].filter((hook) => hook !== undefined),
      preHandler: route.preHandler,
      // A shopper's (or the owner's) responses and their errors are for them alone: no browser or proxy may keep them.
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
        ...(multipart
          ? { consumes: ["multipart/form-data"], body: multipartDocumentation(schemas.body) }
          : schemas.body
            ? { body: schemas.body }
            : {}),
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

/**
 * The error body, its description naming the codes of one status for the API document. Described, not narrowed to
 * them: the serialiser checks responses against their schema, and an undeclared code is declared-refusals.ts's to
 * catch (in production the shopper still gets the refusal, not a 500).
 */
function refusalSchema(codes: readonly ErrorCode[]): z.ZodType {
  return apiErrorSchema.meta({ description: `Codes: ${codes.join(", ")}` });
}

/** A multipart body for the API document: the endpoint's text fields and the file beside them. */
function multipartDocumentation(fields: z.ZodType | undefined): z.ZodType {
  const file = z.string().meta({ format: "binary", description: "The file (see the summary for what it may be)" });
  return fields instanceof z.ZodObject ? fields.extend({ file }) : z.object({ file });
}

/**
 * Multipart routes check their parts as usual, but not the body: it is still a stream when validation runs, and the
 * handler checks its text fields with the same schema once read (modules/media/photo-upload.ts).
 */
const documentedBodyOnly: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === "body" ? () => true : validatorCompiler({ ...route, schema: route.schema as z.ZodType });
