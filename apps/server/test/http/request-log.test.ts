// The log has one line per request, written when the response has gone, that a person reads at a glance and a
// machine parses: "GET /api/products 200 12 ms" with method, path, status and time as fields. Fastify's own logging
// wrote two (one as the request came, one as it ended), which scrolled the start-up steps away in a terminal.
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { useTestShop } from "../test-app";

interface LogLine {
  level: number;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

describe("the request log", () => {
  const lines: LogLine[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const shop = useTestShop("pglite", { logStream, env: { LOG_LEVEL: "info" } });

  it("writes one line per request, saying method, path, status and time, and never the query", async () => {
    lines.length = 0;
    await fetch(`${shop.url}/api/products?q=Priya%20ring`);
    await fetch(`${shop.url}/api/no-such-thing`);
    await fetch(`${shop.url}/api/orders`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    await new Promise((settled) => setTimeout(settled, 50));

    const requests = lines.filter((line) => line.req);
    expect(requests.map((line) => line.msg.replace(/ \d+ ms$/, " N ms"))).toEqual([
      "GET /api/products 200 N ms",
      "GET /api/no-such-thing 404 N ms",
      "POST /api/orders 401 N ms",
    ]);
    for (const line of requests) {
      expect(line.responseTime).toBeTypeOf("number");
      expect(line.msg).toBe(`${line.req?.method} ${line.req?.url} ${line.res?.statusCode} ${line.responseTime} ms`);
    }
    expect(lines.map((line) => line.msg)).not.toContain("incoming request");
    expect(JSON.stringify(lines)).not.toContain("Priya");
  });
});
