// A shop of a spec's own, for a spec that needs what the shared browser-test shop cannot give: a fresh catalogue
// nobody else has ordered from (pictures compared with committed ones), or a setting the shared shop does not use.
// Started by e2e/start-shop.mjs as the shared one is, on its own port and throwaway data folder.
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { e2ePort, shopEnvironment } from "../e2e-env";

export interface OwnShop {
  baseURL: string;
  /** Starts the shop and resolves once /api/health says it is up (a first start builds the demo: up to ~3 min). */
  start(): Promise<void>;
  /** Stops it, then removes its data folder (once the shop has stopped writing into it). */
  stop(): Promise<void>;
}

/** `name` labels its data folder and errors; `portOffset` above E2E_PORT keeps specs' shops apart. */
export function ownShop(name: string, portOffset: number, settings: Record<string, string> = {}): OwnShop {
  const port = e2ePort + portOffset;
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = path.join(tmpdir(), `mayil-${name}-${randomUUID()}`);
  let shop: ChildProcess | undefined;
  return {
    baseURL,
    async start() {
      shop = spawn(process.execPath, ["e2e/start-shop.mjs"], {
        env: shopEnvironment({
          PORT: String(port),
          PUBLIC_URL: baseURL,
          DATA_DIR: dataDir,
          NODE_ENV: "test",
          LOG_LEVEL: "warn",
          ...settings,
        }),
        stdio: ["ignore", "ignore", "inherit"],
      });
      for (const started = Date.now(); Date.now() - started < 170_000; ) {
        const healthy = await fetch(`${baseURL}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (healthy) return;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      throw new Error(`the ${name} shop did not start on ${baseURL}`);
    },
    async stop() {
      if (shop && shop.exitCode === null) {
        const stopped = new Promise((resolve) => shop?.once("exit", resolve));
        shop.kill();
        await stopped;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
