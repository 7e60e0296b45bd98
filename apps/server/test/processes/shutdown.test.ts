// A shutdown that drops nothing (src/shutdown.ts), on the real shop: on the signal a request in flight is still
// responded (an order placed while its body was still arriving: 201), readiness responds with 503 at once on a connection
// already open, a new connection is refused, and the process exits 0 once everything is closed; a second signal
// exits at once; a request that never finishes (its body stalls) holds the shutdown only until the deadline, and the line then says
// what was still open.
import { EventEmitter } from "node:events";
import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { closeOnSignals } from "../../src/shutdown";
import { pickupOrder, plainProduct } from "../shop-fixtures";
import { signIn } from "../sign-in";
import { startTestShop, type TestShop } from "../test-app";

interface Watched {
  signals: EventEmitter;
  lines: string[];
  exited: Promise<number>;
  exitCodes: number[];
}

function watchShutdown(shop: TestShop, deadlineMs = 10_000): Watched {
  const signals = new EventEmitter();
  const lines: string[] = [];
  const exitCodes: number[] = [];
  let exited: (code: number) => void = () => {};
  const promise = new Promise<number>((resolve) => {
    exited = resolve;
  });
  closeOnSignals({
    app: shop.app,
    database: shop.database,
    deadlineMs,
    say: (line) => lines.push(line),
    exit: (code) => {
      exitCodes.push(code);
      exited(code);
    },
    signals,
  });
  return { signals, lines, exited: promise, exitCodes };
}

/** A raw connection to the shop that has sent `head` and waits; `rest()` sends the remainder and reads the response. */
async function startRequest(shopUrl: string, head: string) {
  const { port } = new URL(shopUrl);
  const socket: Socket = connect(Number(port), "127.0.0.1");
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  let received = "";
  socket.on("data", (chunk: Buffer) => {
    received += chunk.toString();
  });
  const ended = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  socket.write(head);
  // The server has read what was sent (a request begun is then "in flight", not an idle connection).
  await new Promise((resolve) => setTimeout(resolve, 200));
  return {
    socket,
    async rest(tail: string) {
      socket.write(tail);
      await ended;
      const [headers = "", body = ""] = received.split("\r\n\r\n");
      return { status: Number(headers.split(" ")[1]), headers: headers.toLowerCase(), body };
    },
  };
}

const refused = (shopUrl: string) =>
  fetch(`${shopUrl}/api/health/live`).then(
    () => false,
    (error: { cause?: { code?: string } }) => error.cause?.code === "ECONNREFUSED",
  );

let shop: TestShop | undefined;
afterEach(async () => {
  await shop?.close().catch(() => {});
  shop = undefined;
});

describe("shutting down on SIGTERM", () => {
  // Each starts a shop of its own (the embedded database, seeded): slow on a busy machine.
  it("responds to the order in flight, says not ready at once, refuses new connections, then exits 0", {
    timeout: 120_000,
  }, async () => {
    shop = await startTestShop("pglite");
    const product = await plainProduct(shop);
    const { token } = await signIn(shop.url, { email: "late@example.com", name: "Late" });
    expect((await shop.get("/api/health/ready")).status).toBe(200);
    const body = JSON.stringify(pickupOrder(product.id, { name: "Late" }));
    const half = Math.floor(body.length / 2);
    const order = await startRequest(
      shop.url,
      `POST /api/orders HTTP/1.1\r\nhost: shop\r\nauthorization: Bearer ${token}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
    );
    // A balancer's readiness check that has begun on a connection of its own.
    const readiness = await startRequest(shop.url, "GET /api/health/ready HTTP/1.1\r\nhost: shop\r\n");
    const watched = watchShutdown(shop);

    watched.signals.emit("SIGTERM");

    const notReady = await readiness.rest("\r\n");
    expect(notReady.status).toBe(503);
    expect(JSON.parse(notReady.body)).toMatchObject({ status: "not-ready", shutting_down: true });
    expect(notReady.headers).toContain("connection: close");
    expect(await refused(shop.url)).toBe(true);
    expect(watched.exitCodes).toEqual([]); // the order is still arriving

    const placed = await order.rest(body.slice(half));
    expect(placed.status).toBe(201);
    expect(JSON.parse(placed.body).order.status).toBe("placed");
    expect(await watched.exited).toBe(0);
    expect(watched.lines[0]).toMatch(/^SIGTERM received: finishing 1 request\(s\) in flight, then closing/);
    expect(watched.lines.at(-1)).toBe("Closed cleanly");
  });

  it("exits at once, non-zero, on a second signal, saying what was still open", { timeout: 90_000 }, async () => {
    shop = await startTestShop("pglite", { seed: false });
    const stalled = await startRequest(
      shop.url,
      "POST /api/auth/exchange HTTP/1.1\r\nhost: shop\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{",
    );
    const watched = watchShutdown(shop);
    watched.signals.emit("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(watched.exitCodes).toEqual([]);

    const started = performance.now();
    watched.signals.emit("SIGINT");
    expect(await watched.exited).toBe(1);
    expect(performance.now() - started).toBeLessThan(500);
    expect(watched.lines.at(-1)).toMatch(
      /^SIGINT received again: exiting at once, with still open: 1 request\(s\) in flight \(POST \/api\/auth\/exchange\)/,
    );
    stalled.socket.destroy();
  });

  it("exits non-zero at the deadline, saying which request was still open", { timeout: 90_000 }, async () => {
    shop = await startTestShop("pglite", { seed: false });
    const stalled = await startRequest(
      shop.url,
      "POST /api/auth/exchange HTTP/1.1\r\nhost: shop\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{",
    );
    const watched = watchShutdown(shop, 1000);
    const started = performance.now();
    watched.signals.emit("SIGTERM");
    expect(await watched.exited).toBe(1);
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
    expect(watched.lines.at(-1)).toMatch(
      /^Shutdown deadline of 1 s passed; exiting with still open: 1 request\(s\) in flight \(POST \/api\/auth\/exchange\), 1 connection\(s\)/,
    );
    stalled.socket.destroy();
  });
});
