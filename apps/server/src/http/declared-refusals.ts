// Every refusal an endpoint sends carries one of the codes its declaration lists for that status (packages/core's
// endpoint `refusals`: its statuses' general codes, its `codes`, and what any endpoint may be refused with). One
// outside them is a fault of ours: the contract says one thing and the code does another, and the storefront or the
// desk, switching on the code, would not know it. It is caught where it happens: while testing (and developing) the
// response becomes a 500 naming the endpoint and the code, so the test that provoked it fails; in production the
// shopper gets the refusal as it was, and the log says which endpoint broke its contract.
import { type ErrorCode, mayRefuse } from "@mayil/core/api/error-codes";
import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The codes a contract endpoint may refuse with, by status (set by serve-endpoint.ts). */
    refusals?: Readonly<Record<number, readonly ErrorCode[]>>;
    /** The contract endpoint's name ("cart.add"), for the log. */
    endpoint?: string;
    /** Statuses whose response has a shape of its own, with no code (health's 503 says which check failed). */
    ownErrorShapes?: readonly number[];
  }
}

export interface DeclaredRefusalsOptions {
  /** Turn an undeclared refusal into a 500 (tests and development) rather than only logging it (production). */
  strict: boolean;
}

export function registerDeclaredRefusals(app: FastifyInstance, { strict }: DeclaredRefusalsOptions): void {
  // A callback hook, as error-handler.ts's: an async one would delay every response's head by a tick.
  app.addHook("onSend", (request, reply, payload, done) => {
    const { refusals, endpoint, ownErrorShapes } = request.routeOptions.config;
    if (!refusals || reply.statusCode < 400 || typeof payload !== "string") return done(null, payload);
    if (ownErrorShapes?.includes(reply.statusCode)) return done(null, payload);
    const code = codeOf(payload);
    if (mayRefuse(refusals, reply.statusCode, code)) return done(null, payload);
    const status = reply.statusCode;
    // Names only the endpoint, the status and the code: the refusal's words may quote what a shopper sent.
    request.log.error({ endpoint, status, code }, "a refusal whose code its endpoint does not declare");
    if (!strict) return done(null, payload);
    reply.code(500);
    done(
      null,
      JSON.stringify({
        error: `${endpoint} refused with ${status} ${JSON.stringify(code)}, which its declaration does not list`,
        code: "server_error",
      }),
    );
  });
}

function codeOf(payload: string): unknown {
  try {
    return (JSON.parse(payload) as { code?: unknown }).code;
  } catch {
    return undefined;
  }
}
