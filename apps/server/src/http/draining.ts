// While the shop shuts down: readiness says no, every answer closes its connection (the balancer or browser opens
// its next request elsewhere, never on a socket about to go), and what is still being answered can be named if the
// shutdown deadline passes (src/shutdown.ts).
import type { FastifyInstance, FastifyRequest } from "fastify";

export interface Draining {
  /** True from the shutdown signal on. */
  readonly shuttingDown: boolean;
  begin(): void;
  /** The requests being answered now, as "METHOD /route/:pattern" (never a query or a shopper's value). */
  inFlight(): string[];
}

export function registerDraining(app: FastifyInstance): Draining {
  // One entry per request being answered: bounded by the connections the server holds.
  const answering = new Map<FastifyRequest, string>();
  let shuttingDown = false;
  app.addHook("onRequest", async (request) => {
    answering.set(request, `${request.method} ${request.routeOptions.url ?? "(no such route)"}`);
  });
  const done = async (request: FastifyRequest) => {
    answering.delete(request);
  };
  app.addHook("onResponse", done);
  app.addHook("onRequestAbort", done);
  app.addHook("onSend", async (_request, reply) => {
    if (shuttingDown) reply.header("connection", "close");
  });
  return {
    get shuttingDown() {
      return shuttingDown;
    },
    begin() {
      shuttingDown = true;
    },
    inFlight: () => [...answering.values()],
  };
}
