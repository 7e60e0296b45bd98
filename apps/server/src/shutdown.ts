// Stops the shop on SIGTERM or SIGINT without dropping a request: it reports not ready at once and stops accepting
// connections (after SHUTDOWN_DRAIN_SECONDS behind a balancer, turning GETs away meanwhile), responds to the requests in
// flight (each response closing its connection), then stops its background work (order expiry checks, the LISTEN
// connection, Redis), closes the database pool and exits 0. Past the deadline it exits 1 with a line saying what was
// still open; a second signal exits at once (decision 037).
import type { EventEmitter } from "node:events";
import type { ShopApp } from "./app";
import type { DatabaseHandle } from "./db/database";

export interface ShutdownOptions {
  app: Pick<ShopApp, "close" | "draining" | "server">;
  database: Pick<DatabaseHandle, "close">;
  /** SHUTDOWN_DEADLINE_SECONDS, in ms. */
  deadlineMs: number;
  /** SHUTDOWN_DRAIN_SECONDS, in ms: the port stays open this long after the signal, turning GETs away (draining.ts). */
  drainMs?: number;
  /** Where the lines about the shutdown go (standard output in main.ts). */
  say: (line: string) => void;
  /** process.exit in main.ts; the tests watch it instead. */
  exit: (code: number) => void;
  /** Where the signals come from: process in main.ts. */
  signals?: EventEmitter;
}

export const SHUTDOWN_SIGNALS = ["SIGTERM", "SIGINT"] as const;

/** Listens for the signals; returns a function that stops listening (for tests). */
export function closeOnSignals({
  app,
  database,
  deadlineMs,
  drainMs = 0,
  say,
  exit,
  signals = process,
}: ShutdownOptions): () => void {
  let stage: "idle" | "draining" | "requests" | "background" | "pool" | "done" = "idle";
  let deadline: NodeJS.Timeout | undefined;
  let exited = false;
  const finish = (code: number) => {
    if (exited) return;
    exited = true;
    clearTimeout(deadline);
    exit(code);
  };

  /** What the shutdown is still waiting for, in a line. */
  const stillOpen = async (): Promise<string> => {
    if (stage === "draining" || stage === "requests" || stage === "background") {
      const requests = app.draining.inFlight();
      const connections = await new Promise<number>((resolve) =>
        app.server.getConnections((error, count) => resolve(error ? -1 : count)),
      );
      const parts: string[] = [];
      if (requests.length > 0) parts.push(`${requests.length} request(s) in flight (${summarise(requests)})`);
      if (connections > 0) parts.push(`${connections} connection(s)`);
      if (stage === "background" || parts.length === 0) {
        parts.push("the background work (order expiry check, change announcements, rate-limit Redis)");
      }
      return parts.join(", ");
    }
    return "the database pool";
  };

  const shutDown = async (signal: string) => {
    stage = drainMs > 0 ? "draining" : "requests";
    app.draining.begin();
    const requests = app.draining.inFlight().length;
    say(
      `${signal} received: finishing ${requests} request(s) in flight, then closing (at most ${deadlineMs / 1000} s)`,
    );
    deadline = setTimeout(() => {
      void stillOpen().then((open) => {
        say(`Shutdown deadline of ${deadlineMs / 1000} s passed; exiting with still open: ${open}`);
        finish(1);
      });
    }, deadlineMs);
    try {
      if (drainMs > 0) {
        app.draining.turnAwayIdempotent(true);
        await new Promise((resolve) => setTimeout(resolve, drainMs));
        app.draining.turnAwayIdempotent(false);
        stage = "requests";
      }
      // Fastify closes the listening socket and the idle connections, waits for the responses in flight, then runs
      // the onClose hooks: the order expiry schedule, the announcements' LISTEN connection, the rate-limit Redis.
      app.server.once("close", () => {
        if (stage === "requests") stage = "background";
      });
      await app.close();
      stage = "pool";
      await database.close();
      stage = "done";
      say("Closed cleanly");
      finish(0);
    } catch (error) {
      say(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
      finish(1);
    }
  };

  const onSignal = (signal: string) => {
    if (stage === "idle") {
      void shutDown(signal);
      return;
    }
    if (stage === "done") return;
    void stillOpen().then((open) => {
      say(`${signal} received again: exiting at once, with still open: ${open}`);
      finish(1);
    });
  };
  const listeners = SHUTDOWN_SIGNALS.map((signal) => {
    const listener = () => onSignal(signal);
    signals.on(signal, listener);
    return [signal, listener] as const;
  });
  return () => {
    for (const [signal, listener] of listeners) signals.off(signal, listener);
  };
}

/** "GET /a, POST /api/orders x3": each route once with its count, at most five. */
function summarise(requests: string[]): string {
  const counts = new Map<string, number>();
  for (const request of requests) counts.set(request, (counts.get(request) ?? 0) + 1);
  const listed = [...counts].slice(0, 5).map(([request, count]) => (count > 1 ? `${request} x${count}` : request));
  return counts.size > 5 ? `${listed.join(", ")}, …` : listed.join(", ");
}
