// While the shop shuts down: readiness says no, every response closes its connection (the balancer or browser opens
// its next request elsewhere, never on a socket about to go), and what is still being served can be named if the
// shutdown deadline passes (src/shutdown.ts).
import type { FastifyInstance, FastifyRequest } from "fastify";

export interface Draining {
  /** True from the shutdown signal on. */
  readonly shuttingDown: boolean;
  begin(): void;
  /** Runs `listener` when the shutdown begins (at once if it has): long responses (the desk's live stream) end then. */
  onBegin(listener: () => void): void;
  /**
   * Until the port closes (SHUTDOWN_DRAIN_SECONDS): GET and HEAD are served 503 at once, which a balancer retries on
   * another process and counts as this one failing, so it stops sending it anything; other methods (an order) are
   * served as usual, since a balancer never sends those elsewhere once sent. Liveness still responds.
   */
  turnAwayIdempotent(on: boolean): void;
  /** The requests being served now, as "METHOD /route/:pattern" (never a query or a shopper's value). */
  inFlight(): string[];
}

const LIVENESS_ROUTE = "/api/health/live";

export function registerDraining(app: FastifyInstance): Draining {
  // One entry per request being served: bounded by the connections the server holds.
  const responding = new Map<FastifyRequest, string>();
  let shuttingDown = false;
  let turningAway = false;
  const beginListeners: (() => void)[] = [];
  app.addHook("onRequest", async (request, reply) => {
    const route = request.routeOptions.url ?? "(no such route)";
    if (turningAway && (request.method === "GET" || request.method === "HEAD") && route !== LIVENESS_ROUTE) {
      return reply
        .status(503)
        .header("retry-after", "1")
        .header("cache-control", "no-store")
        .send({ error: "This server is restarting. Please try again in a moment.", code: "busy" });
    }
    responding.set(request, `${request.method} ${route}`);
  });
  const done = async (request: FastifyRequest) => {
    responding.delete(request);
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
      if (shuttingDown) return;
      shuttingDown = true;
      for (const listener of beginListeners.splice(0)) listener();
    },
    onBegin(listener) {
      if (shuttingDown) listener();
      else beginListeners.push(listener);
    },
    turnAwayIdempotent(on) {
      turningAway = on;
    },
    inFlight: () => [...responding.values()],
  };
}
