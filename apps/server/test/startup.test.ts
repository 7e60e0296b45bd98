// `npm start` on an empty data folder says what it is doing, step by step with its time, and says when and where
// the shop is open: a first start that takes seconds never looks stuck. (How long it takes is measured by
// bench/startup-bench.ts, not asserted here.)
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { demoCatalogue } from "@mayil/demo";
import { afterAll, describe, expect, it } from "vitest";
import { builtShop } from "./processes/shop-process";
import { freePort } from "./test-app";
import { childProcessEnv } from "./test-env";

// The built shop, as `npm start` runs it (the unit tests' global setup builds it when a source is newer).
const mainScript = builtShop;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "mayil-startup-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the shop, waits for its health check, stops it, and returns what it printed. */
async function startAndStop(port: number): Promise<{ lines: string[]; secondsToHealthy: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [mainScript], {
    env: childProcessEnv({ DATA_DIR: dataDir, PORT: String(port), NODE_ENV: "test", LOG_LEVEL: "warn" }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the shop stopped:\n${output}`);
      if (Date.now() > deadline) throw new Error(`the shop did not become healthy:\n${output}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { lines: output.split("\n"), secondsToHealthy: (performance.now() - started) / 1000 };
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
}

const step = (text: string) => new RegExp(`^${text}…$`);
const took = (text: string) => new RegExp(`^  ${text} \\(\\d+\\.\\d s\\)$`);

// A fresh start under CI's parallel tests took 34 s on a loaded 2-core machine, past the 30 s default. How fast the
// shop starts is measured by npm run bench:startup; these tests check what it says, so they wait as long as its own
// loop (120 s) allows.
describe("starting the shop", { timeout: 150_000 }, () => {
  it("on an empty folder says each step with its time, seeds the demo, then where it is open and how soon", async () => {
    const port = await freePort();
    const { lines, secondsToHealthy } = await startAndStop(port);
    const products = demoCatalogue.flatMap((c) => c.subcategories).flatMap((s) => s.products).length;
    const said = lines.filter((line) => line && !line.startsWith("oidc-provider WARNING"));
    expect(said.slice(0, 11)).toEqual([
      expect.stringMatching(step(`Opening the embedded database in ${path.join(dataDir, "pgdata")}`)),
      expect.stringMatching(took("done")),
      expect.stringMatching(step("Applying database migrations")),
      expect.stringMatching(took("done")),
      expect.stringMatching(step("Seeding the demo catalogue into the empty database")),
      expect.stringMatching(took(`${demoCatalogue.length} categories, \\d+ subcategories, ${products} products`)),
      expect.stringMatching(step("Refreshing the search statistics")),
      expect.stringMatching(took("done")),
      expect.stringMatching(step("Starting the web server")),
      expect.stringMatching(took("done")),
      expect.stringMatching(
        new RegExp(`^Mayil Jewels is open at http://localhost:${port} \\(ready in \\d+\\.\\d s; database: embedded`),
      ),
    ]);
    // The time it reports is the time it took, as the shopper's browser would see it.
    const ready = Number(/ready in (\d+\.\d) s/.exec(said[10] ?? "")?.[1]);
    expect(ready).toBeGreaterThan(0);
    expect(ready).toBeLessThanOrEqual(secondsToHealthy);
  });

  it("on a folder it has used before, does not seed the demo again", async () => {
    const { lines } = await startAndStop(await freePort());
    expect(lines.some((line) => line.startsWith("Seeding"))).toBe(false);
    expect(lines).toContainEqual(expect.stringMatching(/^Mayil Jewels is open at .*\(ready in \d+\.\d s/));
  });
});
