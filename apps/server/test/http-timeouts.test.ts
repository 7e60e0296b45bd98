// A client that sends its headers and a few bytes of the body, then stalls, is cut off after REQUEST_TIMEOUT_SECONDS
// (408, then the connection closes) instead of holding a socket open for ever.
import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { useTestShop } from "./test-app";

const REQUEST_TIMEOUT_SECONDS = 1;

describe("timeouts for slow clients (pglite)", () => {
  const shop = useTestShop("pglite", {
    seed: false,
    env: { REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_SECONDS) },
  });

  it("responds to a stalled request body with 408 and closes the connection", async () => {
    const { hostname, port } = new URL(shop.url);
    const started = performance.now();
    const socket = connect(Number(port), hostname);
    socket.write(
      [
        "POST /api/auth/exchange HTTP/1.1",
        `Host: ${hostname}:${port}`,
        "Content-Type: application/json",
        "Content-Length: 1000",
        "",
        '{"code": "abc',
      ].join("\r\n"),
    );
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk.toString();
    });
    const closedAfterMs = await new Promise<number>((resolve) => {
      socket.on("close", () => resolve(performance.now() - started));
      socket.on("error", () => {});
      // Never here in a passing run: the server must not wait this long.
      setTimeout(() => socket.destroy(), 15_000);
    });

    console.info(`stalled body: closed after ${Math.round(closedAfterMs)} ms; ${received.split("\r\n")[0]}`);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    // Node checks its request timeouts once a second, so the cut comes between one and two timeouts after the start.
    expect(closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_SECONDS * 1000 - 50);
    expect(closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_SECONDS * 1000 + 2500);
  });
});
