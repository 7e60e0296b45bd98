// The shop gives memory back once it falls quiet (collect-when-quiet.ts): one collection after each busy spell,
// never while requests keep coming, none when nothing happened.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { collectWhenQuiet } from "../src/collect-when-quiet";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("collecting garbage when the shop falls quiet", () => {
  let server: Server;
  let stop = () => {};

  afterEach(async () => {
    stop();
    await new Promise((resolve) => server.close(resolve));
  });

  async function start(quietMs: number): Promise<{ url: string; collections: () => number }> {
    let collections = 0;
    server = createServer((_request, response) => response.end("ok"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    stop = collectWhenQuiet(server, { quietMs, collect: () => collections++ });
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, collections: () => collections };
  }

  it("collects once after a busy spell, not while requests keep coming, and not again until the next spell", async () => {
    const shop = await start(300);
    await sleep(500);
    expect(shop.collections(), "nothing happened: nothing to give back").toBe(0);
    const busyUntil = Date.now() + 700;
    while (Date.now() < busyUntil) {
      await fetch(shop.url);
      await sleep(50);
    }
    expect(shop.collections(), "still busy").toBe(0);
    await sleep(600);
    expect(shop.collections()).toBe(1);
    await sleep(600);
    expect(shop.collections(), "quiet since: one collection is enough").toBe(1);
    await fetch(shop.url);
    await sleep(600);
    expect(shop.collections()).toBe(2);
  });

  it("reaches V8's full collection in a process started as npm start starts it (no --expose-gc)", async () => {
    const { execFileSync } = await import("node:child_process");
    const module = JSON.stringify(new URL("../src/collect-when-quiet.ts", import.meta.url).pathname);
    const script = `
      import { v8Collection } from ${module};
      const collect = v8Collection();
      let garbage = Array.from({ length: 400_000 }, (_, i) => ({ i, text: "x".repeat(20) + i }));
      const before = process.memoryUsage().heapUsed;
      garbage = null;
      collect();
      const after = process.memoryUsage().heapUsed;
      console.log(JSON.stringify({ exposed: typeof globalThis.gc, freedMb: Math.round((before - after) / 1048576) }));
    `;
    const printed = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      encoding: "utf8",
    });
    const { exposed, freedMb } = JSON.parse(printed.trim().split("\n").pop() ?? "{}");
    expect(freedMb, "the garbage was collected").toBeGreaterThan(20);
    // Reached without putting gc() on the shop's own global object, where any code could call it.
    expect(exposed).toBe("undefined");
  }, 60_000);
});
