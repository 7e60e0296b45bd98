// The built shop (apps/server/dist/main.js, as `npm start` runs it) as an operating-system process of its own, for
// the tests of several processes: started with its own environment, its output kept, stopped with a signal.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { childProcessEnv } from "../test-env";

export const builtShop = path.resolve(import.meta.dirname, "../../dist/main.js");

export function requireBuiltShop(): void {
  if (!existsSync(builtShop)) throw new Error(`${builtShop} is missing: run npm run build first (CI builds it)`);
}

export interface ShopProcess {
  readonly name: string;
  readonly port: number;
  /** http://127.0.0.1:port: the process itself, not the balancer. */
  readonly url: string;
  /** Everything it printed (standard output and error), across restarts. */
  output(): string;
  /** Starts it (again), on the same port and settings; resolves once /api/health/ready responds with 200. */
  start(): Promise<void>;
  waitUntilReady(timeoutMs?: number): Promise<void>;
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  readonly running: boolean;
}

export function shopProcess(name: string, port: number, env: Record<string, string>): ShopProcess {
  let child: ChildProcess | undefined;
  let output = "";
  let exited: Promise<number | null> = Promise.resolve(null);
  const url = `http://127.0.0.1:${port}`;
  const process_: ShopProcess = {
    name,
    port,
    url,
    output: () => output,
    get running() {
      return child !== undefined && child.exitCode === null && child.signalCode === null;
    },
    async start() {
      const started = spawn(process.execPath, [builtShop], {
        env: childProcessEnv({ HOST: "127.0.0.1", PORT: String(port), ...env }),
        stdio: ["ignore", "pipe", "pipe"],
      });
      child = started;
      const keep = (chunk: Buffer) => {
        output += chunk.toString();
      };
      started.stdout?.on("data", keep);
      started.stderr?.on("data", keep);
      exited = new Promise((resolve) => started.once("exit", (code) => resolve(code)));
      await process_.waitUntilReady();
    },
    async waitUntilReady(timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (!process_.running) throw new Error(`${name} stopped before it was ready:\n${output}`);
        const ready = await fetch(`${url}/api/health/ready`).then(
          (response) => response.status === 200,
          () => false,
        );
        if (ready) return;
        if (Date.now() > deadline) throw new Error(`${name} was not ready within ${timeoutMs} ms:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop(signal = "SIGTERM") {
      if (!process_.running) return child?.exitCode ?? null;
      child?.kill(signal);
      return exited;
    },
  };
  return process_;
}

/** Lines of a process's output that report an error: a pino record at level error or fatal, or a plain error line. */
export function errorLines(output: string): string[] {
  return output.split("\n").filter((line) => {
    if (line.startsWith("{")) {
      try {
        return Number((JSON.parse(line) as { level?: number }).level) >= 50;
      } catch {
        return true;
      }
    }
    return /error|exception|unhandled|failed/i.test(line);
  });
}
